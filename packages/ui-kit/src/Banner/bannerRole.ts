export type BannerVariant = 'info' | 'success' | 'warning' | 'danger' | 'promo';

export const BANNER_VARIANTS: readonly BannerVariant[] = [
  'info',
  'success',
  'warning',
  'danger',
  'promo',
];

/**
 * Live-region role of a banner. Only danger (e.g. "You're offline") interrupts with role=alert;
 * info, success, warning and promo wait politely (role=status) so a promotion never cuts into speech.
 */
export function bannerRole(variant: BannerVariant): 'alert' | 'status' {
  return variant === 'danger' ? 'alert' : 'status';
}
