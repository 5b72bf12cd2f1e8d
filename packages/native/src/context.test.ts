import { describe, expect, it, vi } from 'vitest';
import { detectPlatform } from './context';
import {
  MOBILE_BREAKPOINT_PX,
  MOBILE_VARIANT_MEDIA_QUERY,
  isMobileVariant,
  readViewport,
  subscribeMobileVariant,
} from './mobileVariant';

const web = { name: 'web', isNative: false } as const;
const android = { name: 'android', isNative: true } as const;

describe('platform detection', () => {
  it('reads native Android and iOS from Capacitor, anything else as the web', () => {
    expect(detectPlatform({ isNativePlatform: () => true, getPlatform: () => 'android' })).toEqual(
      android,
    );
    expect(detectPlatform({ isNativePlatform: () => true, getPlatform: () => 'ios' })).toEqual({
      name: 'ios',
      isNative: true,
    });
    expect(detectPlatform({ isNativePlatform: () => false, getPlatform: () => 'web' })).toEqual(
      web,
    );
    expect(detectPlatform({ isNativePlatform: () => true, getPlatform: () => 'electron' })).toEqual(
      web,
    );
  });

  it('is the web in a plain browser (jsdom) with the real Capacitor core', () => {
    expect(detectPlatform()).toEqual(web);
  });
});

describe('mobile variant (SI-193, SI-194)', () => {
  it('is used on native whatever the window', () => {
    expect(isMobileVariant(android, { width: 1280, hasTouch: false })).toBe(true);
  });

  it('is used on the web under 768 px wide with touch only', () => {
    expect(MOBILE_BREAKPOINT_PX).toBe(768);
    expect(isMobileVariant(web, { width: 767, hasTouch: true })).toBe(true);
    expect(isMobileVariant(web, { width: 768, hasTouch: true })).toBe(false);
    expect(isMobileVariant(web, { width: 400, hasTouch: false })).toBe(false);
  });

  it('reports crossings of the breakpoint on resize, once each', () => {
    const seen: boolean[] = [];
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(pointer: coarse)' }));
    window.innerWidth = 1024;
    const stop = subscribeMobileVariant(web, (mobile) => seen.push(mobile));
    window.innerWidth = 500;
    window.dispatchEvent(new Event('resize'));
    window.innerWidth = 480;
    window.dispatchEvent(new Event('resize'));
    window.innerWidth = 900;
    window.dispatchEvent(new Event('resize'));
    stop();
    window.innerWidth = 500;
    window.dispatchEvent(new Event('resize'));
    expect(seen).toEqual([true, false]);
    vi.unstubAllGlobals();
  });

  it('reads touch as the stylesheet does: a coarse primary pointer, not merely a touch screen', () => {
    expect(MOBILE_VARIANT_MEDIA_QUERY).toBe('(max-width: 767px) and (pointer: coarse)');
    window.innerWidth = 700;
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(pointer: fine)' }));
    Object.defineProperty(window.navigator, 'maxTouchPoints', { value: 10, configurable: true });
    expect(readViewport()).toEqual({ width: 700, hasTouch: false });
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(pointer: coarse)' }));
    expect(readViewport()).toEqual({ width: 700, hasTouch: true });
    vi.unstubAllGlobals();
    Reflect.deleteProperty(window.navigator, 'maxTouchPoints');
  });
});
