/**
 * travel.md §2's redirects. Two lists disagree for four paths: the all-routes list redirects
 * /seo-dashboard, /seo-content and /unified-dashboard into the admin dashboard, while the
 * mobile-variant list makes them screens (/seo-dashboard) or guarded routes. The mobile list is
 * the more specific one, so it wins on the mobile variant and the all-routes list applies
 * elsewhere.
 */

export interface Redirect {
  from: string;
  to: string;
  /** Carry the visitor's query string over (travel.md: /chat keeps it). */
  keepQuery?: boolean;
}

export const REDIRECTS: readonly Redirect[] = [
  { from: '/seo-dashboard', to: '/dashboard-admin?tab=seo-automation' },
  { from: '/seo-content', to: '/dashboard-admin?tab=content-generation' },
  { from: '/unified-dashboard', to: '/dashboard-admin' },
  { from: '/email-marketing', to: '/dashboard-admin?tab=email-campaigns' },
  { from: '/support-dashboard', to: '/dashboard-admin?tab=chat' },
  { from: '/trial-email-dashboard', to: '/dashboard-admin?tab=trial-emails' },
];

export const MOBILE_REDIRECTS: readonly Redirect[] = [
  { from: '/accommodation', to: '/accommodation-search' },
  { from: '/currency', to: '/currency-converter' },
  { from: '/help', to: '/help-center' },
  { from: '/support', to: '/support-center' },
  { from: '/chat', to: '/chat-with-us', keepQuery: true },
  { from: '/terms', to: '/terms-and-conditions' },
  { from: '/privacy', to: '/privacy-policy' },
  { from: '/cookies', to: '/cookies-policy' },
];

export interface MobileScreen {
  /** The admin dashboard's tab the screen opens on (adminTabs.ts). */
  tab?: string;
  guard: 'signedIn' | 'support';
}

/**
 * On the mobile variant these paths are screens of their own, not redirects: the admin
 * dashboard's tab behind the named guard.
 */
export const MOBILE_SCREENS: Readonly<Record<string, MobileScreen>> = {
  '/seo-tools': { tab: 'seo-automation', guard: 'support' },
  '/seo-content': { tab: 'content-generation', guard: 'support' },
  '/seo-dashboard': { tab: 'seo-automation', guard: 'support' },
  '/unified-dashboard': { guard: 'signedIn' },
};

/**
 * The mobile variant's own screen at `pathname` (issue 17 item 10: the mobile list wins there),
 * or undefined on the desktop variant and for other paths. `tabSearch` is set when the URL names
 * no tab yet: the query, other parameters kept, that opens the screen's tab in place.
 */
export function mobileScreen(
  pathname: string,
  search: string,
  isMobileVariant: boolean,
): { guard: MobileScreen['guard']; tabSearch?: string } | undefined {
  if (!isMobileVariant || !Object.hasOwn(MOBILE_SCREENS, pathname)) return undefined;
  const { guard, tab } = MOBILE_SCREENS[pathname] as MobileScreen;
  const params = new URLSearchParams(search);
  if (!tab || params.has('tab')) return { guard };
  params.set('tab', tab);
  return { guard, tabSearch: `?${params}` };
}

/** Where a path goes instead, or undefined when it is not redirected on this variant. */
export function redirectTarget(
  pathname: string,
  search: string,
  isMobileVariant: boolean,
): string | undefined {
  if (isMobileVariant && Object.hasOwn(MOBILE_SCREENS, pathname)) return undefined;
  const list = isMobileVariant ? [...MOBILE_REDIRECTS, ...REDIRECTS] : REDIRECTS;
  const found = list.find((redirect) => redirect.from === pathname);
  if (!found) return undefined;
  if (!found.keepQuery || !search || search === '?') return found.to;
  return `${found.to}${search.startsWith('?') ? search : `?${search}`}`;
}
