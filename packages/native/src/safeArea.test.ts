import { describe, expect, it } from 'vitest';
import { ANDROID_TALL_WINDOW_PX, safeAreaDefaults } from './safeArea';

describe('safe-area defaults (IP-154 to IP-159)', () => {
  it('gives Android 12 px on top and 32 px below on windows taller than 800 px, else 16 px', () => {
    expect(ANDROID_TALL_WINDOW_PX).toBe(800);
    expect(safeAreaDefaults('android', 801)).toEqual({ top: 12, bottom: 32 });
    expect(safeAreaDefaults('android', 800)).toEqual({ top: 12, bottom: 16 });
    expect(safeAreaDefaults('android', 640)).toEqual({ top: 12, bottom: 16 });
  });

  it('gives iOS 44 px on top and 34 px below whatever the height', () => {
    expect(safeAreaDefaults('ios', 600)).toEqual({ top: 44, bottom: 34 });
    expect(safeAreaDefaults('ios', 1000)).toEqual({ top: 44, bottom: 34 });
  });

  it('gives the web none', () => {
    expect(safeAreaDefaults('web', 1000)).toEqual({ top: 0, bottom: 0 });
  });
});
