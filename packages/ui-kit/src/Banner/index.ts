export { Banner } from './Banner';
export type { BannerProps } from './Banner';
export { BANNER_VARIANTS } from './bannerRole';
export type { BannerVariant } from './bannerRole';
