import type { CapacitorConfig } from '@capacitor/cli';
import { NATIVE_APP_NAME, nativeAppId } from './appIdentity';

/**
 * The Capacitor 7 shell (shell.md §1, §4, §7): the built site (`npm run build -w @voyagent/site`,
 * apps/site/dist) copied into the Android and iOS projects by `npx cap sync`.
 */
const config: CapacitorConfig = {
  appId: nativeAppId(process.env.VOYAGENT_APP_ID),
  appName: NATIVE_APP_NAME,
  webDir: '../site/dist',
  plugins: {
    // The page hides the splash 1 s after it starts (shell.md §4, @voyagent/native's
    // hideNativeSplash); the automatic hide is only the fallback for a page that never runs.
    SplashScreen: { launchAutoHide: true, launchShowDuration: 3000 },
    // iOS: the web view keeps its size and the page pads itself by the keyboard's height (the
    // mobile variant, shell.md §4; @voyagent/native's keyboardPadding). Android resizes the web
    // view instead (adjustResize in AndroidManifest.xml); this setting is iOS-only.
    Keyboard: { resize: 'none' },
  },
};

export default config;
