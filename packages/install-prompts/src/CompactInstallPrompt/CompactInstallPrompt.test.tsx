import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeInstallPlatform } from '../InstallPlatform/platformFixture';
import { advance, renderWithPlatform } from '../InstallPlatform/testing';
import { CompactInstallPrompt } from './CompactInstallPrompt';

describe('CompactInstallPrompt', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-03-02T10:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('follows the banner schedule with Install Now and Not now', async () => {
    // IP-010, IP-005, IP-086
    renderWithPlatform(<CompactInstallPrompt />);
    await advance(24_999);
    expect(screen.queryByRole('region')).toBeNull();
    await advance(1);
    expect(screen.getByRole('region', { name: 'Get the app' })).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('without a browser prompt, Install Now gives the browser-menu guidance', async () => {
    // IP-172
    const fake = renderWithPlatform(<CompactInstallPrompt />, fakeInstallPlatform());
    await advance(25_000);
    fireEvent.click(screen.getByRole('button', { name: 'Install Now' }));
    await advance(0);
    expect(fake.toasts[0]?.title).toMatch(/Install App or Add to Home Screen/);
  });
});
