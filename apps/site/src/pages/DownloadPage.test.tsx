import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  detectBrowser,
  InstallPlatformProvider,
  memoryStorage,
  type InstallPlatform,
  type InstallPromptEvent,
} from '@voyagent/install-prompts';
import { describe, expect, it } from 'vitest';
import { DownloadPage } from './DownloadPage';

const CHROME = detectBrowser(
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  { serviceWorker: true, beforeInstallPrompt: true },
);
const IOS_SAFARI = detectBrowser(
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  { serviceWorker: true, beforeInstallPrompt: false, maxTouchPoints: 5 },
);

/** An install platform whose browser offers its prompt when the test says so. */
function platformFor(browser: InstallPlatform['browser']) {
  let offer: ((event: InstallPromptEvent) => void) | undefined;
  const platform: InstallPlatform = {
    local: memoryStorage(),
    session: memoryStorage(),
    now: () => Date.now(),
    notify: () => undefined,
    browser,
    display: {},
    isMobile: false,
    referrer: '',
    pageUrl: 'https://voyagent.example/download',
    subscribeInstallPrompt(listener) {
      offer = listener;
      return () => (offer = undefined);
    },
    subscribeAppInstalled: () => () => undefined,
    reload: () => undefined,
  };
  return { platform, offerPrompt: (event: InstallPromptEvent) => offer?.(event) };
}

function renderPage(platform: InstallPlatform) {
  render(
    <InstallPlatformProvider platform={platform}>
      <DownloadPage />
    </InstallPlatformProvider>,
  );
}

describe('DownloadPage', () => {
  it("installs through the browser's prompt: Installing... while it is open, then installed", async () => {
    const { platform, offerPrompt } = platformFor(CHROME);
    renderPage(platform);
    let answer: (choice: { outcome: 'accepted' }) => void = () => undefined;
    act(() =>
      offerPrompt({
        prompt: () => Promise.resolve(),
        userChoice: new Promise((resolve) => (answer = resolve)),
      }),
    );
    expect(screen.getByRole('heading', { name: /\(your browser\)$/ })).toHaveTextContent(
      'Chrome and Edge',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Install Free App' }));
    expect(await screen.findByRole('button', { name: 'Installing...' })).toBeVisible();
    await act(async () => answer({ outcome: 'accepted' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Voyagent is installed on this device.',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('claims the app is free to install (SI-007)', () => {
    renderPage(platformFor(CHROME).platform);
    expect(screen.getByText(/^Free to install, straight from your browser/)).toBeVisible();
  });

  it("shows Safari's hint on an iPhone, where there is no install prompt, and links no store", () => {
    renderPage(platformFor(IOS_SAFARI).platform);
    expect(screen.getByText('Tap Share → Add to Home Screen')).toBeVisible();
    expect(screen.getByRole('heading', { name: /\(your browser\)$/ })).toHaveTextContent(
      'iPhone and iPad (Safari)',
    );
    expect(screen.getByText('Tap the Share button, then Add to Home Screen')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Native apps' })).toBeNull();
  });
});
