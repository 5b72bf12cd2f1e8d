import { describe, expect, it, vi } from 'vitest';
import {
  applyNativeTheme,
  isInsideNativeApp,
  startNativeApp,
  subscribeNativeResume,
  type NativeLayer,
} from './nativeApp';

const insideApp = { Capacitor: { isNativePlatform: () => true } };
const browser = {};

function fakeLayer() {
  const stops = { splash: vi.fn(), backButton: vi.fn(), resume: vi.fn() };
  const layer: NativeLayer = {
    hideNativeSplash: vi.fn(() => stops.splash),
    listenToBackButton: vi.fn(() => stops.backButton),
    applyStatusBarTheme: vi.fn(async () => undefined),
    subscribeAppResume: vi.fn(() => stops.resume),
  };
  return { layer, stops, load: vi.fn(async () => layer) };
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
