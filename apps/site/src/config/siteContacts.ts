/**
 * The operator's contacts (shell.md §2 footer): configuration, never literals in code. Each comes
 * from a build variable; one left empty or malformed is simply not shown, so the page never
 * claims an address or an account that does not exist.
 */

export interface SocialLink {
  name: string;
  href: string;
}

export interface SiteContacts {
  /** The US office's postal address, one entry per line. */
  officeAddress: string[];
  socialLinks: SocialLink[];
  supportEmail?: string;
}

/** "Line 1 | Line 2 | Line 3" → its trimmed, non-empty lines. */
export function parseAddress(raw: string | undefined): string[] {
  return (raw ?? '')
    .split('|')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** "Instagram=https://…; X=https://…" → links; only https addresses with a name are kept. */
export function parseSocialLinks(raw: string | undefined): SocialLink[] {
  return (raw ?? '').split(';').flatMap((entry) => {
    const at = entry.indexOf('=');
    if (at < 1) return [];
    const name = entry.slice(0, at).trim();
    const href = entry.slice(at + 1).trim();
    try {
      return name && new URL(href).protocol === 'https:' ? [{ name, href }] : [];
    } catch {
      return [];
    }
  });
}

export function parseEmail(raw: string | undefined): string | undefined {
  const email = raw?.trim();
  return email && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? email : undefined;
}

export function readSiteContacts(env: Record<string, string | undefined>): SiteContacts {
  const supportEmail = parseEmail(env.VITE_SUPPORT_EMAIL);
  return {
    officeAddress: parseAddress(env.VITE_OFFICE_ADDRESS),
    socialLinks: parseSocialLinks(env.VITE_SOCIAL_LINKS),
    ...(supportEmail ? { supportEmail } : {}),
  };
}

export const siteContacts: SiteContacts = readSiteContacts(import.meta.env);
