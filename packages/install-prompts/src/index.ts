// Public API of @voyagent/install-prompts: the rules of the install, update, offline, consent and
// splash surfaces (shell.md §3, §4, §8, §9), pure and fed the platform (storage, clock, service
// worker) by the host, and the thin surfaces over them. The install wizard and the launch splash
// are their own entry points (`/InstallWizard`, `/LaunchSplashScreen`), loaded on demand, so
// they are not exported here.
export { memoryStorage } from './platform/webStorage';
export type { StorageLike } from './platform/webStorage';

export {
  ANDROID_APP_REFERRER_PREFIX,
  INSTALL_STATES,
  INSTALLED_DISPLAY_MODES,
  INSTALLING_LABEL,
  initialInstallState,
  isInstallButtonDisabled,
  isRunningInstalled,
  nextInstallState,
} from './installState/installState';
export type { DisplayFacts, InstallEvent, InstallState } from './installState/installState';
export { attemptInstall, recordAppInstalled } from './installState/attemptInstall';
export type { InstallAttempt, InstallPromptEvent } from './installState/attemptInstall';

export { BROWSER_NAMES, detectBrowser } from './browserInfo/browserInfo';
export type { BrowserFeatures, BrowserInfo, BrowserName } from './browserInfo/browserInfo';

export {
  createInstallStorage,
  INSTALL_KEYS,
  INSTALL_SESSION_KEYS,
  MAX_INSTALL_ERROR_LENGTH,
  MAX_INSTALL_ERRORS,
  parseInstallStatistics,
  parsePwaAnalytics,
  PWA_ANALYTICS_EVENTS,
} from './installStorage/installStorage';
export type {
  InstallError,
  InstallFlags,
  InstallStatistics,
  InstallStorage,
  PwaAnalytics,
  PwaAnalyticsEvent,
} from './installStorage/installStorage';

export {
  BANNER_FIRST_VISIT_DELAY_MS,
  BANNER_PROMPT_READY_DELAY_MS,
  BANNER_REDISPLAY_AFTER_DISMISSAL_MS,
  delayUntil,
  planSecondPrompt,
  planSocialPrompt,
  planTopBanner,
  SECOND_PROMPT_DELAY_MS,
  SECOND_PROMPT_REMINDER_TITLE,
  SECOND_PROMPT_REPROMPT_MS,
  SOCIAL_NETWORKS,
  socialSource,
  UTM_SOURCE_PARAM,
} from './bannerSchedule/bannerSchedule';
export type {
  NeverReason,
  PromptPlan,
  SecondPromptFacts,
  SecondPromptPlan,
  SocialNetwork,
  TopBannerFacts,
} from './bannerSchedule/bannerSchedule';

export {
  INSTALL_GUIDANCE_TOASTS,
  INSTALL_SUCCESS_TOAST_DELAY_MS,
  INSTALL_TOASTS,
  installGuidanceToast,
  installOutcomeToast,
  SAFARI_WIZARD_HINT,
  SHELL_TOASTS,
} from './installToasts/installToasts';
export type { InstallOutcome, ToastSpec } from './installToasts/installToasts';

export {
  createUpdateFlow,
  SW_MESSAGES,
  UPDATE_CHECK_INTERVAL_MS,
  UPDATE_DISMISSED_KEY,
  UPDATE_RELOAD_DELAY_MS,
} from './updateFlow/updateFlow';
export type {
  UpdateFlow,
  UpdateFlowOptions,
  UpdatePromptState,
  WorkboxLike,
} from './updateFlow/updateFlow';

export {
  acceptAllCookies,
  COOKIE_CONSENT_KEY,
  COOKIE_CONSENT_VALUES,
  COOKIE_PREFERENCES_KEY,
  declineOptionalCookies,
  mayLoadAnalytics,
  mayLoadMarketing,
  parseCookiePreferences,
  readCookieConsent,
  saveCookiePreferences,
  shouldShowCookieNotice,
} from './cookieConsent/cookieConsent';
export type {
  CookieConsent,
  CookieConsentValue,
  CookiePreferences,
} from './cookieConsent/cookieConsent';

export {
  ACTIVITY_EVENTS,
  ACTIVITY_WRITE_INTERVAL_MS,
  APP_LAUNCH_ROUTE,
  completeSplash,
  createSplashTimeline,
  PRICING_ROUTE,
  readSplashMemory,
  shouldShowSplash,
  SPLASH_COMPLETE_DELAY_MS,
  SPLASH_INACTIVITY_MS,
  SPLASH_KEYS,
  SPLASH_PROGRESS_STEP_PERCENT,
  SPLASH_PROGRESS_TICK_MS,
  splashClaimHref,
  splashProgress,
  watchActivity,
} from './launchSplash/launchSplash';
export type { SplashMemory, SplashTimeline } from './launchSplash/launchSplash';
export {
  COUNTDOWN_TICK_MS,
  LAUNCH_PROMOTION,
  promotionCountdownTarget,
  promotionTimeLeft,
} from './launchSplash/promotion';
export type { TimeRemaining } from './launchSplash/promotion';

export {
  actionAfterReplay,
  actionsToReplay,
  CACHE_FALLBACK_PREFIX,
  cacheLookup,
  claimOfflineToast,
  createCacheEntry,
  createOfflineAction,
  DEFAULT_CACHE_TTL_MS,
  IDEMPOTENCY_KEY_HEADER,
  InvalidOfflineActionError,
  isCacheEntryExpired,
  OFFLINE_DB,
  OFFLINE_TEXTS,
  OFFLINE_TOAST_EXCLUDED_PATHS,
  OFFLINE_TOAST_SHOWN_KEY,
  offlineBanner,
  parseCacheEntry,
  parseOfflineAction,
  readLocalCache,
  replayDecision,
  replayRequest,
  syncToast,
  writeLocalCache,
} from './offlineQueue/offlineQueue';
export type {
  CacheEntry,
  OfflineAction,
  ReplayDecision,
  ReplayResult,
} from './offlineQueue/offlineQueue';
export { openOfflineStore } from './offlineQueue/offlineStore';
export type { OfflineStore, SyncReport } from './offlineQueue/offlineStore';

export { browserInstallPlatform, InstallPlatformProvider, useInstall } from './InstallPlatform';
export type { InstallController, InstallPlatform, PromptTimers } from './InstallPlatform';
export { InstallTopBanner } from './InstallTopBanner';
export type { InstallTopBannerProps } from './InstallTopBanner';
export { CompactInstallPrompt } from './CompactInstallPrompt';
export type { CompactInstallPromptProps } from './CompactInstallPrompt';
export { SecondInstallPrompt } from './SecondInstallPrompt';
export type { SecondInstallPromptProps } from './SecondInstallPrompt';
export { SocialInstallPrompt } from './SocialInstallPrompt';
export type { SocialInstallPromptProps } from './SocialInstallPrompt';
export { UPDATE_PROMPT_TEXTS, UpdatePrompt } from './UpdatePrompt';
export type { UpdatePromptProps } from './UpdatePrompt';
export {
  browserNetwork,
  ConnectionBanner,
  OfflineBanner,
  OfflineModeBadge,
  pendingActionsText,
  SYNC_RETRY_DELAY_MS,
  SyncingBanner,
  useOfflineQueue,
  useOfflineToast,
  useOnlineStatus,
} from './OfflineStatus';
export type { NetworkStatus } from './OfflineStatus';
export {
  COOKIE_NOTICE_TEXTS,
  CookieConsentProvider,
  CookieNotice,
  useCookieConsent,
} from './CookieNotice';
export type { CookieConsentController } from './CookieNotice';
export { PromotionCountdown } from './PromotionCountdown';
export type { PromotionCountdownProps } from './PromotionCountdown';
export { useActivityTracking } from './LaunchSplashScreen/useActivityTracking';
