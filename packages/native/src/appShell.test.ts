import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  NATIVE_SPLASH_HIDE_DELAY_MS,
  STATUS_BAR_COLORS,
  applyStatusBarTheme,
  handleBackButton,
  hideNativeSplash,
  listenToBackButton,
  subscribeAppResume,
} from './appShell';
import { fakeEvent, testContext } from './testContext';

function fakeHistory(length: number) {
  return { length, back: vi.fn() };
}

describe('back button (IP-143)', () => {
  it('goes back when the web view can', async () => {
    const history = fakeHistory(1);
    const app = { exitApp: vi.fn(async () => undefined) };
    await handleBackButton(true, history, app);
    expect(history.back).toHaveBeenCalledOnce();
    expect(app.exitApp).not.toHaveBeenCalled();
  });

  it('goes back when the history holds entries', async () => {
    const history = fakeHistory(3);
    const app = { exitApp: vi.fn(async () => undefined) };
    await handleBackButton(false, history, app);
    expect(history.back).toHaveBeenCalledOnce();
    expect(app.exitApp).not.toHaveBeenCalled();
  });

  it('exits the app on the first page, swallowing an exit failure', async () => {
    const history = fakeHistory(1);
    const app = { exitApp: vi.fn(async () => Promise.reject(new Error('no'))) };
    await expect(handleBackButton(false, history, app)).resolves.toBeUndefined();
    expect(app.exitApp).toHaveBeenCalledOnce();
    expect(history.back).not.toHaveBeenCalled();
  });

  it('listens to the App plugin on native, until unsubscribed', async () => {
    const backButton = fakeEvent<[{ canGoBack: boolean }]>();
    const exitApp = vi.fn(async () => undefined);
    const context = testContext('android', {
      app: async () => ({ exitApp, onBackButton: backButton.listen, onResume: fakeEvent().listen }),
    });
    const history = fakeHistory(1);
    const stop = listenToBackButton(context, history);
    await vi.waitFor(() => expect(backButton.count).toBe(1));
    backButton.emit({ canGoBack: false });
    await vi.waitFor(() => expect(exitApp).toHaveBeenCalledOnce());
    stop();
    await vi.waitFor(() => expect(backButton.count).toBe(0));
  });

  it('leaves the back button to the browser on the web', () => {
    expect(() => listenToBackButton(testContext('web'), fakeHistory(1))()).not.toThrow();
  });
});

describe('app resume (IP-120)', () => {
  it('forwards the App plugin resume on native', async () => {
    const resume = fakeEvent<[]>();
    const context = testContext('ios', {
      app: async () => ({
        exitApp: async () => undefined,
        onBackButton: fakeEvent<[{ canGoBack: boolean }]>().listen,
        onResume: resume.listen,
      }),
    });
    const listener = vi.fn();
    const stop = subscribeAppResume(listener, context);
    await vi.waitFor(() => expect(resume.count).toBe(1));
    resume.emit();
    expect(listener).toHaveBeenCalledOnce();
    stop();
  });

  it('uses the page becoming visible on the web', () => {
    const listener = vi.fn();
    let state: DocumentVisibilityState = 'hidden';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => state);
    const stop = subscribeAppResume(listener, testContext('web'));
    document.dispatchEvent(new Event('visibilitychange'));
    expect(listener).not.toHaveBeenCalled();
    state = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(listener).toHaveBeenCalledOnce();
    stop();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(listener).toHaveBeenCalledOnce();
    vi.restoreAllMocks();
  });
});

describe('native splash (IP-144)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is hidden 1 s after start on native', async () => {
    const hide = vi.fn(async () => undefined);
    hideNativeSplash(testContext('android', { splashScreen: async () => ({ hide }) }));
    expect(NATIVE_SPLASH_HIDE_DELAY_MS).toBe(1000);
    await vi.advanceTimersByTimeAsync(999);
    expect(hide).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(hide).toHaveBeenCalledOnce();
  });

  it('is not hidden when cancelled, and a plugin failure is swallowed', async () => {
    const hide = vi.fn(async () => Promise.reject(new Error('no splash')));
    const context = testContext('ios', { splashScreen: async () => ({ hide }) });
    hideNativeSplash(context)();
    await vi.advanceTimersByTimeAsync(2000);
    expect(hide).not.toHaveBeenCalled();
    hideNativeSplash(context);
    await vi.advanceTimersByTimeAsync(1000);
    expect(hide).toHaveBeenCalledOnce();
  });
});

describe('status bar (IP-145)', () => {
  function fakeStatusBar() {
    return {
      setStyle: vi.fn(async () => undefined),
      setBackgroundColor: vi.fn(async () => undefined),
    };
  }

  it('takes the theme style and background colour on Android', async () => {
    const statusBar = fakeStatusBar();
    const context = testContext('android', { statusBar: async () => statusBar });
    await applyStatusBarTheme('dark', context);
    expect(statusBar.setStyle).toHaveBeenCalledWith('dark');
    expect(statusBar.setBackgroundColor).toHaveBeenCalledWith(STATUS_BAR_COLORS.dark);
    await applyStatusBarTheme('light', context);
    expect(statusBar.setBackgroundColor).toHaveBeenLastCalledWith('#ffffff');
  });

  it('takes only the style on iOS, and swallows plugin failures', async () => {
    const statusBar = fakeStatusBar();
    await applyStatusBarTheme('light', testContext('ios', { statusBar: async () => statusBar }));
    expect(statusBar.setStyle).toHaveBeenCalledWith('light');
    expect(statusBar.setBackgroundColor).not.toHaveBeenCalled();
    statusBar.setStyle.mockRejectedValueOnce(new Error('not implemented'));
    await expect(
      applyStatusBarTheme('dark', testContext('android', { statusBar: async () => statusBar })),
    ).resolves.toBeUndefined();
  });

  it('does nothing on the web', async () => {
    await expect(applyStatusBarTheme('dark', testContext('web'))).resolves.toBeUndefined();
  });
});
