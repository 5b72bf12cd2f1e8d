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
  /** As written for people to read; `supportPhoneHref` is its tel: link. */
  supportPhone?: string;
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

/** A phone number as people write it (+1 555 0100, (555) 010-0100): 6 to 15 digits. */
export function parsePhone(raw: string | undefined): string | undefined {
  const phone = raw?.trim();
  if (!phone || !/^\+?[\d\s().-]+$/.test(phone)) return undefined;
  const digits = phone.replace(/\D/g, '').length;
  return digits >= 6 && digits <= 15 ? phone : undefined;
}

/** The tel: link of a number parsePhone accepted. */
export const supportPhoneHref = (phone: string): string =>
  `tel:${phone.startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}`;

export function readSiteContacts(env: Record<string, string | undefined>): SiteContacts {
  const supportEmail = parseEmail(env.VITE_SUPPORT_EMAIL);
  const supportPhone = parsePhone(env.VITE_SUPPORT_PHONE);
  return {
    officeAddress: parseAddress(env.VITE_OFFICE_ADDRESS),
    socialLinks: parseSocialLinks(env.VITE_SOCIAL_LINKS),
    ...(supportEmail ? { supportEmail } : {}),
    ...(supportPhone ? { supportPhone } : {}),
  };
}

// Key by key, so the build puts these four values in the bundle, not the whole environment.
export const siteContacts: SiteContacts = readSiteContacts({
  VITE_SUPPORT_EMAIL: import.meta.env.VITE_SUPPORT_EMAIL,
  VITE_SUPPORT_PHONE: import.meta.env.VITE_SUPPORT_PHONE,
  VITE_OFFICE_ADDRESS: import.meta.env.VITE_OFFICE_ADDRESS,
  VITE_SOCIAL_LINKS: import.meta.env.VITE_SOCIAL_LINKS,
});
