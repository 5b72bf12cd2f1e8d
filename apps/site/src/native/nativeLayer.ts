/**
 * What the site runs of the native layer inside the app, as its own chunk: `nativeApp.ts` loads
 * it only there. Importing `@voyagent/native` itself there would load nothing later (the page
 * imports that module statically for its web helpers), so the plugins and `@capacitor/core`
 * would ship in every browser's first load.
 */
export {
  applyStatusBarTheme,
  hideNativeSplash,
  listenToBackButton,
  openCheckoutUrl,
  subscribeAppResume,
  subscribeKeyboardPadding,
} from '@voyagent/native';
