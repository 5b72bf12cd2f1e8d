import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BROWSERS, fakeInstallPlatform } from '../InstallPlatform/platformFixture';
import { advance, renderWithPlatform } from '../InstallPlatform/testing';
import { SocialInstallPrompt } from './SocialInstallPrompt';

const region = () => screen.queryByRole('region', { name: 'Get the Voyagent app' });

describe('SocialInstallPrompt', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-03-02T10:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows for a visitor referred by a social network, and names it', () => {
    // IP-100
    renderWithPlatform(
      <SocialInstallPrompt />,
      fakeInstallPlatform({ referrer: 'https://l.instagram.com/?u=x' }),
    );
    expect(region()).toHaveAttribute('data-network', 'instagram');
  });

  it('shows for a utm_source naming one, not for other visitors', () => {
    // IP-101
    renderWithPlatform(
      <SocialInstallPrompt />,
      fakeInstallPlatform({ pageUrl: 'https://voyagent.example/?utm_source=facebook' }),
    );
    expect(region()).toHaveAttribute('data-network', 'facebook');
  });

  it('stays away for a visitor from elsewhere', () => {
    renderWithPlatform(
      <SocialInstallPrompt />,
      fakeInstallPlatform({ referrer: 'https://www.google.com/' }),
    );
    expect(region()).toBeNull();
  });

  it("inside Instagram's browser, Install explains how to open the page in a browser", async () => {
    // IP-170, IP-075
    const fake = renderWithPlatform(
      <SocialInstallPrompt />,
      fakeInstallPlatform({ browser: BROWSERS.instagram, referrer: 'https://instagram.com/' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Install' }));
    await advance(0);
    expect(fake.toasts).toEqual([
      expect.objectContaining({ title: 'Tap ⋯ menu → Open in Browser to install' }),
    ]);
    expect(region()).toBeVisible();
  });

  it('Not now hides it for the session', () => {
    const fake = renderWithPlatform(
      <SocialInstallPrompt />,
      fakeInstallPlatform({ referrer: 'https://t.co/abc' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(region()).toBeNull();
    expect(fake.session.getItem('pwa-install-dismissed')).toBe('true');
  });
});
