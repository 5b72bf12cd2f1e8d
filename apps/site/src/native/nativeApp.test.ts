import { describe, expect, it, vi } from 'vitest';
import {
  applyNativeTheme,
  isInsideNativeApp,
  openCheckout,
  showKeyboardInset,
  startKeyboardPadding,
  startNativeApp,
  subscribeNativeResume,
  type NativeLayer,
} from './nativeApp';

const insideApp = { Capacitor: { isNativePlatform: () => true } };
const browser = {};

function fakeLayer() {
  const stops = { splash: vi.fn(), backButton: vi.fn(), resume: vi.fn(), keyboard: vi.fn() };
  const keyboardListeners: ((height: number) => void)[] = [];
  const layer: NativeLayer = {
    hideNativeSplash: vi.fn(() => stops.splash),
    listenToBackButton: vi.fn(() => stops.backButton),
    applyStatusBarTheme: vi.fn(async () => undefined),
    subscribeAppResume: vi.fn(() => stops.resume),
    subscribeKeyboardPadding: vi.fn((listener: (padding: number) => void) => {
      keyboardListeners.push(listener);
      return stops.keyboard;
    }),
    openCheckoutUrl: vi.fn(async () => undefined),
  };
  return { layer, stops, keyboardListeners, load: vi.fn(async () => layer) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the native app shell', () => {
  it('knows the app by the Capacitor bridge, and a browser or a forged global by its absence', () => {
    expect(isInsideNativeApp(insideApp)).toBe(true);
    expect(isInsideNativeApp(browser)).toBe(false);
    expect(isInsideNativeApp({ Capacitor: { isNativePlatform: () => false } })).toBe(false);
    expect(isInsideNativeApp({ Capacitor: { isNativePlatform: 'yes' } })).toBe(false);
  });

  it('never loads the native layer in a browser', async () => {
    const { load } = fakeLayer();
    startNativeApp(load, browser)();
    applyNativeTheme('dark', load, browser);
    subscribeNativeResume(() => undefined, load, browser)();
    await settle();
    expect(load).not.toHaveBeenCalled();
  });

  it('starts the splash timer and the back button in the app, and stops both on cleanup', async () => {
    const { layer, stops, load } = fakeLayer();
    const stop = startNativeApp(load, insideApp);
    await settle();
    expect(layer.hideNativeSplash).toHaveBeenCalledOnce();
    expect(layer.listenToBackButton).toHaveBeenCalledOnce();
    stop();
    expect(stops.splash).toHaveBeenCalledOnce();
    expect(stops.backButton).toHaveBeenCalledOnce();
  });

  it('starts nothing when cleaned up before the layer arrives', async () => {
    const { layer, load } = fakeLayer();
    startNativeApp(load, insideApp)();
    await settle();
    expect(layer.hideNativeSplash).not.toHaveBeenCalled();
  });

  it('sets the status bar to the theme and passes app resume to the listener', async () => {
    const { layer, stops, load } = fakeLayer();
    applyNativeTheme('dark', load, insideApp);
    const listener = vi.fn();
    const unsubscribe = subscribeNativeResume(listener, load, insideApp);
    await settle();
    expect(layer.applyStatusBarTheme).toHaveBeenCalledWith('dark');
    expect(layer.subscribeAppResume).toHaveBeenCalledWith(listener);
    unsubscribe();
    expect(stops.resume).toHaveBeenCalledOnce();
  });

  it('swallows a layer that fails to load (shell.md §8)', async () => {
    const load = vi.fn(async () => {
      throw new Error('plugin missing');
    });
    expect(() => startNativeApp(load, insideApp)()).not.toThrow();
    await settle();
  });
});

describe('checkout on native (travel.md §4)', () => {
  const url = 'https://checkout.stripe.com/c/pay/cs_test_1';

  it('goes to the checkout in a browser, never loading the native layer', () => {
    const { load } = fakeLayer();
    const goTo = vi.fn();
    openCheckout(url, load, browser, goTo);
    expect(goTo).toHaveBeenCalledWith(url);
    expect(load).not.toHaveBeenCalled();
  });

  it('opens the in-app browser inside the app', async () => {
    const { layer, load } = fakeLayer();
    const goTo = vi.fn();
    openCheckout(url, load, insideApp, goTo);
    await settle();
    expect(layer.openCheckoutUrl).toHaveBeenCalledWith(url);
    expect(goTo).not.toHaveBeenCalled();
  });

  it('still goes to the checkout when the native layer fails to load', async () => {
    const goTo = vi.fn();
    openCheckout(url, async () => Promise.reject(new Error('chunk failed')), insideApp, goTo);
    await settle();
    expect(goTo).toHaveBeenCalledWith(url);
  });
});

describe('keyboard padding (shell.md §4)', () => {
  const root = () => document.createElement('html');

  it('marks the page while the keyboard is up, with its height, and clears both after', () => {
    const element = root();
    showKeyboardInset(element, 291);
    expect(element.dataset.keyboard).toBe('open');
    expect(element.style.getPropertyValue('--vy-keyboard-inset')).toBe('291px');
    showKeyboardInset(element, 0);
    expect(element.dataset.keyboard).toBeUndefined();
    expect(element.style.getPropertyValue('--vy-keyboard-inset')).toBe('');
  });

  it('pads as the native layer says inside the app, and stops on cleanup', async () => {
    const { stops, keyboardListeners, load } = fakeLayer();
    const element = root();
    const win = { ...insideApp, innerHeight: 800, innerWidth: 1024 } as unknown as Window;
    const stop = startKeyboardPadding(element, load, win);
    await settle();
    keyboardListeners.forEach((listener) => listener(300));
    expect(element.style.getPropertyValue('--vy-keyboard-inset')).toBe('300px');
    stop();
    expect(stops.keyboard).toHaveBeenCalledOnce();
    expect(element.dataset.keyboard).toBeUndefined();
  });

  function webWindow(width: number, coarse: boolean) {
    const viewport = Object.assign(new EventTarget(), { height: 800, scale: 1 });
    const win = {
      innerHeight: 800,
      innerWidth: width,
      visualViewport: viewport,
      matchMedia: (query: string) => ({ matches: coarse && query === '(pointer: coarse)' }),
    } as unknown as Window;
    const openKeyboard = (height: number) => {
      viewport.height = 800 - height;
      viewport.dispatchEvent(new Event('resize'));
    };
    return { win, openKeyboard };
  }

  it('pads by the visual viewport on a touch phone, never loading the native layer', () => {
    const { load } = fakeLayer();
    const { win, openKeyboard } = webWindow(390, true);
    const element = root();
    const stop = startKeyboardPadding(element, load, win);
    openKeyboard(320);
    expect(element.style.getPropertyValue('--vy-keyboard-inset')).toBe('320px');
    openKeyboard(0);
    expect(element.dataset.keyboard).toBeUndefined();
    stop();
    expect(load).not.toHaveBeenCalled();
  });

  it('leaves a desktop window unpadded', () => {
    const { load } = fakeLayer();
    const { win, openKeyboard } = webWindow(1280, false);
    const element = root();
    startKeyboardPadding(element, load, win);
    openKeyboard(320);
    expect(element.dataset.keyboard).toBeUndefined();
  });
});
