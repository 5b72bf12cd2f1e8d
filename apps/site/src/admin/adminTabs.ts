/**
 * The admin dashboard's tabs (travel.md §2: /dashboard-admin takes a tab query). The ids are the
 * ones the redirects name (/seo-dashboard → seo-automation, /email-marketing → email-campaigns,
 * …); roles, the screen the dashboard opened with before it had tabs, is the default. Any other
 * value of `tab` (missing, unknown, repeated) opens the default: a link never breaks the page.
 */
export const ADMIN_TABS = [
  { id: 'roles', label: 'Roles' },
  { id: 'email-campaigns', label: 'E-mail captures' },
  { id: 'trial-emails', label: 'Trial e-mails' },
  { id: 'content-generation', label: 'Blog drafts' },
  { id: 'seo-automation', label: 'SEO analytics' },
  { id: 'chat', label: 'Chat transcripts' },
] as const;

export type AdminTabId = (typeof ADMIN_TABS)[number]['id'];

export const DEFAULT_ADMIN_TAB: AdminTabId = 'roles';

const isAdminTab = (value: string): value is AdminTabId =>
  ADMIN_TABS.some((tab) => tab.id === value);

/** The tab a `?tab=` value opens. */
export function adminTabFrom(value: string | null): AdminTabId {
  return value !== null && isAdminTab(value) ? value : DEFAULT_ADMIN_TAB;
}

/** The query string that opens `tab`, keeping the page's other parameters. */
export function searchWithTab(search: URLSearchParams, tab: AdminTabId): URLSearchParams {
  const next = new URLSearchParams(search);
  next.set('tab', tab);
  return next;
}
