/**
 * The rule of the /redirect notice ("You are leaving Voyagent"): which `?url=` values it may
 * offer to open. Only an absolute http(s) address without a user name or password: a
 * `javascript:` or `data:` URL would run in, or spoof, our page; a relative one is no external
 * site; credentials in front of the host (`https://voyagent.app@evil.example`) disguise where the
 * link really goes.
 */

export const externalUrlMessages = {
  missing: 'This link has no destination.',
  notAnAddress: 'This link is not a valid web address.',
  notWeb: 'Only web addresses (http or https) can be opened from Voyagent.',
  credentials: 'This link hides its destination behind a user name or password.',
} as const;

export type ExternalUrlCheck =
  { ok: true; href: string; host: string } | { ok: false; message: string };

export function checkExternalUrl(raw: string | null | undefined): ExternalUrlCheck {
  const text = raw?.trim() ?? '';
  if (text === '') return { ok: false, message: externalUrlMessages.missing };
  let url: URL;
  try {
    // No base: a relative or protocol-relative value does not parse, so it is refused.
    url = new URL(text);
  } catch {
    return { ok: false, message: externalUrlMessages.notAnAddress };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return { ok: false, message: externalUrlMessages.notWeb };
  }
  if (url.username !== '' || url.password !== '') {
    return { ok: false, message: externalUrlMessages.credentials };
  }
  // The parser's host: lower case, international names in their ASCII (punycode) form.
  return { ok: true, href: url.href, host: url.host };
}
