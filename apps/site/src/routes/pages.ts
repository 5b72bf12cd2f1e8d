import type { ComponentType } from 'react';
import type { RoutedPage } from './routedPages';

/**
 * The page components by the route table's `page` key, each loaded on first visit (home ships in
 * the entry chunk). A table route whose page is not in `routedPages.ts` is not routed yet: it
 * shows the not-found screen and no navigation or sitemap lists it, so the site never promises a
 * page it lacks.
 */
export const PAGE_LOADERS: Readonly<
  Record<Exclude<RoutedPage, 'home'>, () => Promise<ComponentType>>
> = {
  auth: async () => (await import('../pages/AuthPage')).AuthPage,
  emailVerify: async () => (await import('../pages/EmailVerifyPage')).EmailVerifyPage,
  flights: async () => (await import('../pages/FlightsPage')).FlightsPage,
  hotels: async () => (await import('../pages/AccommodationSearchPage')).AccommodationSearchPage,
  pricing: async () => (await import('../pages/PricingPage')).PricingPage,
  freeTrial: async () => (await import('../pages/FreeTrialPage')).FreeTrialPage,
  claimDiscount: async () => (await import('../pages/ClaimDiscountPage')).ClaimDiscountPage,
  adminLogin: async () => (await import('../pages/AdminLoginPage')).AdminLoginPage,
  // Guarded inside (RequireSupportLevel): it needs the caller's role flags.
  adminDashboard: async () => (await import('../pages/AdminRolesPage')).AdminRolesPage,
};
