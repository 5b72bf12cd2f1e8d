import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InstallPlatformProvider } from '../InstallPlatform/InstallPlatform';
import { fakeInstallPlatform } from '../InstallPlatform/platformFixture';
import { INSTALL_KEYS } from '../installStorage/installStorage';
import { InstallTopBanner } from './InstallTopBanner';

const START = new Date('2026-03-02T10:00:00Z').getTime();

function renderBanner(fake = fakeInstallPlatform()) {
  render(
    <InstallPlatformProvider platform={fake.platform}>
      <InstallTopBanner rating={4.8} userCount={52_000} />
    </InstallPlatformProvider>,
  );
  return fake;
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

const banner = () => screen.queryByRole('region', { name: 'Install the Voyagent app' });

describe('InstallTopBanner', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: START });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('appears 25 s after the first visit with its figures, Free, Install and Not now', async () => {
    // IP-086, IP-002, IP-003, IP-004, IP-005
    const fake = renderBanner();
    await advance(24_999);
    expect(banner()).toBeNull();
    await advance(1);
    expect(banner()).toBeVisible();
    expect(screen.getByText('Fast, offline-ready, secure travel planning')).toBeVisible();
    expect(screen.getByText('★ 4.8/5')).toBeVisible();
    expect(screen.getByText('52K users')).toBeVisible();
    expect(screen.getByText('Free')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Install' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Not now' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Dismiss' })).toBeVisible();
    // IP-069
    expect(JSON.parse(fake.local.getItem(INSTALL_KEYS.analytics) ?? '{}')).toMatchObject({
      installPromptShown: 1,
    });
  });

  it('on a later visit waits for the browser prompt, then shows 1 s after it', async () => {
    // IP-087
    const fake = fakeInstallPlatform({
      initialLocal: { [INSTALL_KEYS.firstVisit]: String(START - 60_000) },
    });
    renderBanner(fake);
    await advance(60_000);
    expect(banner()).toBeNull();
    act(() => fake.offerPrompt('accepted'));
    await advance(999);
    expect(banner()).toBeNull();
    await advance(1);
    expect(banner()).toBeVisible();
  });

  it('Not now records the dismissal and hides it; it stays away for 48 h', async () => {
    // IP-090, IP-088
    const fake = renderBanner();
    await advance(25_000);
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(banner()).toBeNull();
    expect(fake.local.getItem(INSTALL_KEYS.lastDismissal)).toBe(String(START + 25_000));
    expect(fake.session.getItem('pwa-install-dismissed')).toBe('true');
  });

  it('never shows when installed or permanently dismissed', async () => {
    // IP-089
    renderBanner(fakeInstallPlatform({ initialLocal: { [INSTALL_KEYS.installed]: 'true' } }));
    await advance(30_000);
    expect(banner()).toBeNull();
    renderBanner(
      fakeInstallPlatform({ initialLocal: { [INSTALL_KEYS.permanentDismissal]: 'true' } }),
    );
    await advance(30_000);
    expect(banner()).toBeNull();
  });

  it('shows Installing... and ignores presses while the browser prompt is open', async () => {
    // IP-091, IP-092, IP-095
    const fake = renderBanner();
    act(() => fake.offerPrompt('never'));
    await advance(25_000);
    fireEvent.click(screen.getByRole('button', { name: 'Install' }));
    await advance(0);
    const installing = screen.getByRole('button', { name: 'Installing...' });
    expect(installing).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(installing);
    await advance(0);
    expect(JSON.parse(fake.local.getItem(INSTALL_KEYS.statistics) ?? '{}')).toMatchObject({
      attempts: 1,
    });
  });

  it('an accepted install hides it, marks installed and toasts the welcome after 1 s', async () => {
    // IP-095, IP-173, IP-198
    const fake = renderBanner();
    act(() => fake.offerPrompt('accepted'));
    await advance(25_000);
    fireEvent.click(screen.getByRole('button', { name: 'Install' }));
    await advance(0);
    expect(banner()).toBeNull();
    expect(fake.local.getItem(INSTALL_KEYS.installed)).toBe('true');
    await advance(999);
    expect(fake.toasts).toEqual([]);
    await advance(1);
    expect(fake.toasts).toEqual([
      expect.objectContaining({
        description: 'App installed successfully. Start planning your dream trip!',
        duration: 5000,
      }),
    ]);
  });

  it('a dismissed browser prompt toasts No problem! at once', async () => {
    // IP-165, IP-166
    const fake = renderBanner();
    act(() => fake.offerPrompt('dismissed'));
    await advance(25_000);
    fireEvent.click(screen.getByRole('button', { name: 'Install' }));
    await advance(0);
    expect(fake.toasts).toEqual([
      expect.objectContaining({
        title: 'No problem!',
        description: 'You can install anytime from your browser menu',
        duration: 4000,
      }),
    ]);
  });

  it('leaves out figures that are not numbers rather than show NaN', async () => {
    const fake = fakeInstallPlatform();
    render(
      <InstallPlatformProvider platform={fake.platform}>
        <InstallTopBanner rating={Number.NaN} userCount={-3} />
      </InstallPlatformProvider>,
    );
    await advance(25_000);
    expect(banner()).toBeVisible();
    expect(screen.queryByText(/NaN|★/)).toBeNull();
  });
});
