/**
 * The native layer (shell.md §4, §7, §9): one module over the Capacitor plugins with a web
 * fallback for each. Plugins load lazily and only inside the native app.
 */
export {
  detectPlatform,
  nativeContext,
  type CapacitorRuntime,
  type NativeContext,
  type Platform,
  type PlatformName,
} from './context';
export {
  capacitorPlugins,
  type ConnectionType,
  type Coordinates,
  type DeviceInfo,
  type HapticStrength,
  type ListenerHandle,
  type NativePlugins,
  type NetworkStatus,
  type PositionRequest,
  type SharePayload,
  type StatusBarStyle,
} from './plugins';
export { fromPluginListener, type Unsubscribe } from './listeners';
export type { NativeToast } from './toast';
export {
  MOBILE_BREAKPOINT_PX,
  isMobileVariant,
  MOBILE_VARIANT_MEDIA_QUERY,
  readViewport,
  subscribeMobileVariant,
  type Viewport,
} from './mobileVariant';
export {
  NATIVE_SPLASH_HIDE_DELAY_MS,
  STATUS_BAR_COLORS,
  applyStatusBarTheme,
  handleBackButton,
  hideNativeSplash,
  listenToBackButton,
  subscribeAppResume,
  type AppExitAdapter,
  type HistoryAdapter,
} from './appShell';
export { ANDROID_TALL_WINDOW_PX, safeAreaDefaults, type SafeAreaInsets } from './safeArea';
export { preferencesStore, type PreferencesStore } from './preferences';
export {
  DEFAULT_MOBILE_SETTINGS,
  MOBILE_SETTINGS_KEY,
  MOBILE_SETTINGS_TOASTS,
  MOBILE_SETTING_LABELS,
  clearAppData,
  loadMobileSettings,
  parseMobileSettings,
  updateMobileSetting,
  type MobileSettingName,
  type MobileSettings,
  type SettingUpdate,
} from './mobileSettings';
export {
  SHARE_TOASTS,
  shareClipboardText,
  shareContent,
  shareManuallyToast,
  type ShareBrowser,
  type ShareOutcome,
  type ShareResult,
} from './share';
export {
  LOCATION_ERRORS,
  LOCATION_MAX_AGE_MS,
  LOCATION_TIMEOUT_MS,
  getCurrentLocation,
  locationFailure,
  type LocationFailure,
  type LocationResult,
} from './geolocation';
export { browserNetworkStatus, getNetworkStatus, subscribeNetworkStatus } from './network';
export { keyboardPadding, subscribeKeyboardHeight, subscribeKeyboardPadding } from './keyboard';
export {
  subscribeViewportKeyboardHeight,
  viewportKeyboardInset,
  type ViewportMeasure,
} from './keyboardViewport';
export { openCheckoutUrl } from './browser';
export { VIBRATION_MS, hapticImpact } from './haptics';
export { browserDeviceInfo, getDeviceInfo } from './device';
