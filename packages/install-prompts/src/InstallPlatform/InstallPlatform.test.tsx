import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INSTALL_KEYS } from '../installStorage/installStorage';
import { browserInstallPlatform } from './browserInstallPlatform';
import { InstallPlatformProvider, useInstall } from './InstallPlatform';
import { fakeInstallPlatform } from './platformFixture';

function StateProbe() {
  const { state, resetAndReload } = useInstall();
  return (
    <>
      <p>state {state}</p>
      <button onClick={resetAndReload}>Reset</button>
    </>
  );
}

describe('InstallPlatformProvider', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('moves from not installed to prompt ready to installed on the browser events', () => {
    // IP-081
    const fake = fakeInstallPlatform();
    render(
      <InstallPlatformProvider platform={fake.platform}>
        <StateProbe />
      </InstallPlatformProvider>,
    );
    expect(screen.getByText('state not-installed')).toBeVisible();
    act(() => fake.offerPrompt('accepted'));
    expect(screen.getByText('state prompt-ready')).toBeVisible();
    act(() => fake.reportInstalled());
    expect(screen.getByText('state installed')).toBeVisible();
    expect(fake.local.getItem(INSTALL_KEYS.installed)).toBe('true');
    expect(JSON.parse(fake.local.getItem(INSTALL_KEYS.analytics) ?? '{}')).toMatchObject({
      installSuccess: 1,
    });
  });

  it('starts installed in an installed display mode', () => {
    // IP-082, IP-083
    const fake = fakeInstallPlatform({
      display: { matchMedia: (query) => ({ matches: query === '(display-mode: standalone)' }) },
    });
    render(
      <InstallPlatformProvider platform={fake.platform}>
        <StateProbe />
      </InstallPlatformProvider>,
    );
    expect(screen.getByText('state installed')).toBeVisible();
  });

  it('reset clears every install flag and reloads', () => {
    // IP-093
    const fake = fakeInstallPlatform({
      initialLocal: {
        [INSTALL_KEYS.installed]: 'true',
        [INSTALL_KEYS.permanentDismissal]: 'true',
        [INSTALL_KEYS.lastDismissal]: '1700000000000',
      },
    });
    render(
      <InstallPlatformProvider platform={fake.platform}>
        <StateProbe />
      </InstallPlatformProvider>,
    );
    act(() => screen.getByRole('button', { name: 'Reset' }).click());
    expect(fake.reloads).toHaveLength(1);
    expect(fake.local.getItem(INSTALL_KEYS.installed)).toBeNull();
    expect(fake.local.getItem(INSTALL_KEYS.permanentDismissal)).toBeNull();
    expect(fake.local.getItem(INSTALL_KEYS.lastDismissal)).toBeNull();
  });

  it('useInstall outside a provider says what is missing', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useInstall())).toThrow(/InstallPlatformProvider/);
  });
});

describe('browserInstallPlatform', () => {
  it("reads the page's storages, referrer and install events", () => {
    const platform = browserInstallPlatform(window);
    platform.local.setItem('probe', '1');
    expect(localStorage.getItem('probe')).toBe('1');
    expect(platform.pageUrl).toBe(window.location.href);
    expect(platform.browser.name).toBe('Unknown');

    const offered = vi.fn();
    const stop = platform.subscribeInstallPrompt(offered);
    const event = new Event('beforeinstallprompt', { cancelable: true });
    window.dispatchEvent(event);
    expect(offered).toHaveBeenCalledWith(event);
    // The browser's own mini-infobar is suppressed: the page shows the prompt when asked.
    expect(event.defaultPrevented).toBe(true);
    stop();
    window.dispatchEvent(new Event('beforeinstallprompt'));
    expect(offered).toHaveBeenCalledOnce();

    const installed = vi.fn();
    const stopInstalled = platform.subscribeAppInstalled(installed);
    window.dispatchEvent(new Event('appinstalled'));
    expect(installed).toHaveBeenCalledOnce();
    stopInstalled();
  });

  it('falls back to memory when the page blocks storage', () => {
    const blocked = Object.create(window, {
      localStorage: {
        get() {
          throw new DOMException('blocked', 'SecurityError');
        },
      },
    }) as Window & typeof globalThis;
    const platform = browserInstallPlatform(blocked);
    platform.local.setItem('blocked-probe', '2');
    expect(platform.local.getItem('blocked-probe')).toBe('2');
    expect(localStorage.getItem('blocked-probe')).toBeNull();
  });
});
