import type { PlatformName } from './context';

export interface SafeAreaInsets {
  top: number;
  bottom: number;
}

/** shell.md §9: Android's bottom inset grows on windows taller than this. */
export const ANDROID_TALL_WINDOW_PX = 800;

/**
 * shell.md §9: the insets assumed before the device reports its own: Android top 12 px, bottom
 * 32 px on a window taller than 800 px else 16 px; iOS top 44 px, bottom 34 px; none on the web.
 */
export function safeAreaDefaults(platform: PlatformName, windowHeight: number): SafeAreaInsets {
  switch (platform) {
    case 'android':
      return { top: 12, bottom: windowHeight > ANDROID_TALL_WINDOW_PX ? 32 : 16 };
    case 'ios':
      return { top: 44, bottom: 34 };
    case 'web':
      return { top: 0, bottom: 0 };
  }
}
