export { InstallTopBanner } from './InstallTopBanner';
export type { InstallTopBannerProps } from './InstallTopBanner';
