/**
 * The route table's pages that exist today (`pages.ts` must load exactly these: its type says
 * so). Kept apart from the loaders so the build's sitemap can read it without the page modules.
 */
export const ROUTED_PAGES = [
  'home',
  'auth',
  'emailVerify',
  'flights',
  'hotels',
  'pricing',
  'freeTrial',
  'claimDiscount',
  'adminLogin',
  'adminDashboard',
  'about',
  'helpCenter',
  'supportCenter',
  'chat',
  'policy',
  'dashboard',
  'profile',
  'settings',
  'notifications',
  'documents',
  'riskRadar',
  'blog',
  'blogPost',
  'adminBlog',
  'writers',
  'writer',
  'currency',
  'budget',
  'travelCalculator',
  'compensation',
  'translate',
  'article',
  'comparisons',
  'externalRedirect',
  'landing',
  'carRental',
  'assistant',
  'itinerary',
  'appLaunch',
  'blackFriday',
  'download',
  'seoAnalytics',
  'offlineMaps',
] as const;

export type RoutedPage = (typeof ROUTED_PAGES)[number];

export function hasPage(page: string): boolean {
  return (ROUTED_PAGES as readonly string[]).includes(page);
}
