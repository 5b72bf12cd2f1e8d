import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INSTALL_KEYS } from '../installStorage/installStorage';
import { BROWSERS, fakeInstallPlatform } from '../InstallPlatform/platformFixture';
import { advance, renderWithPlatform } from '../InstallPlatform/testing';
import { SecondInstallPrompt } from './SecondInstallPrompt';

const START = new Date('2026-03-02T10:00:00Z').getTime();
const HOURS_48 = 172_800_000;
const mobile = (initialLocal: Record<string, string> = {}) =>
  fakeInstallPlatform({ isMobile: true, browser: BROWSERS.chromeAndroid, initialLocal });

describe('SecondInstallPrompt', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: START });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('appears 35 s after the first visit on mobile, with Install, Not Now and Close', async () => {
    // IP-102, IP-094, IP-004, IP-096
    renderWithPlatform(<SecondInstallPrompt />, mobile());
    await advance(34_999);
    expect(screen.queryByRole('region')).toBeNull();
    await advance(1);
    expect(screen.getByRole('region', { name: 'Get the Voyagent app' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Install' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Not Now' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Close' })).toBeVisible();
  });

  it('Not Now dismisses; 48 h later it returns as the reminder Still want the app', async () => {
    // IP-097, IP-098, IP-103, IP-079
    const first = renderWithPlatform(<SecondInstallPrompt />, mobile());
    await advance(35_000);
    fireEvent.click(screen.getByRole('button', { name: 'Not Now' }));
    expect(screen.queryByRole('region')).toBeNull();
    const dismissedAt = first.local.getItem(INSTALL_KEYS.lastDismissal) ?? '';
    expect(dismissedAt).toBe(String(START + 35_000));
    first.unmount();

    const later = renderWithPlatform(
      <SecondInstallPrompt />,
      mobile({
        [INSTALL_KEYS.firstVisit]: String(START),
        [INSTALL_KEYS.lastDismissal]: dismissedAt,
      }),
    );
    await advance(HOURS_48 - 1);
    expect(screen.queryByRole('region')).toBeNull();
    await advance(1);
    expect(screen.getByRole('region', { name: 'Still want the app' })).toBeVisible();
    expect(JSON.parse(later.local.getItem(INSTALL_KEYS.analytics) ?? '{}')).toMatchObject({
      reminderShown: 1,
    });
  });

  it('the close button dismisses it for good', async () => {
    // IP-097, IP-078
    const fake = renderWithPlatform(<SecondInstallPrompt />, mobile());
    await advance(35_000);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region')).toBeNull();
    expect(fake.local.getItem(INSTALL_KEYS.permanentDismissal)).toBe('true');
    expect(JSON.parse(fake.local.getItem(INSTALL_KEYS.analytics) ?? '{}')).toMatchObject({
      permanentDismissed: 1,
    });
    await advance(HOURS_48 * 2);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('is never shown on desktop, in a social-app browser or when installed', async () => {
    // IP-099, IP-094
    renderWithPlatform(<SecondInstallPrompt />, fakeInstallPlatform({ isMobile: false }));
    renderWithPlatform(
      <SecondInstallPrompt />,
      fakeInstallPlatform({ isMobile: true, browser: BROWSERS.instagram }),
    );
    renderWithPlatform(
      <SecondInstallPrompt />,
      fakeInstallPlatform({
        isMobile: true,
        display: { matchMedia: (query) => ({ matches: query === '(display-mode: standalone)' }) },
      }),
    );
    await advance(60_000);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('a failed install toasts Installation Issue and logs the error', async () => {
    // IP-163, IP-164, IP-200, IP-020
    const fake = renderWithPlatform(<SecondInstallPrompt />, mobile());
    fake.offerPrompt('fails');
    await advance(35_000);
    fireEvent.click(screen.getByRole('button', { name: 'Install' }));
    await advance(0);
    expect(fake.toasts).toEqual([
      {
        variant: 'error',
        title: 'Installation Issue',
        description: 'Try adding to home screen manually',
        duration: 5000,
      },
    ]);
    const statistics = JSON.parse(fake.local.getItem(INSTALL_KEYS.statistics) ?? '{}');
    expect(statistics.errors).toEqual([
      { time: START + 35_000, message: 'NotAllowedError: The prompt was blocked' },
    ]);
  });
});
