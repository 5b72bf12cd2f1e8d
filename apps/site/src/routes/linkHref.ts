/**
 * Whether an href leaves the site's router: it names a scheme (https:, mailto:, tel:) or is
 * protocol-relative. React Router's `useHref` would resolve such an href as a path
 * (`https://x` → `/https:/x`), so links to sources, stores and contacts keep theirs as written.
 */
export function isExternalHref(href: string): boolean {
  return /^([a-z][a-z\d+.-]*:|\/\/)/i.test(href);
}
