export type BannerVariant = 'info' | 'warning' | 'danger' | 'promo';

export const BANNER_VARIANTS: readonly BannerVariant[] = ['info', 'warning', 'danger', 'promo'];

/**
 * Live-region role of a banner. Only danger (e.g. "You're offline") interrupts with role=alert;
 * info, warning and promo wait politely (role=status) so a promotion never cuts into speech.
 */
export function bannerRole(variant: BannerVariant): 'alert' | 'status' {
  return variant === 'danger' ? 'alert' : 'status';
}
