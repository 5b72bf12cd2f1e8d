export { LAUNCH_SPLASH_TEXTS, LaunchSplashScreen } from './LaunchSplashScreen';
export type { LaunchSplashScreenProps } from './LaunchSplashScreen';
