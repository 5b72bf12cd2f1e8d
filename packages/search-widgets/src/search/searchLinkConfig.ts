import { SearchConfigError } from './searchErrors';

/**
 * Where searches go (travel.md §7). Configuration, never literals in the widgets: the site and
 * each embed pass the partner's pages and their own affiliate ids.
 */
export interface SearchLinkConfig {
  /** The hotel results page, e.g. `https://partner.example/Hotel-Search`. */
  hotelSearchBaseUrl: string;
  /** The flight results page, e.g. `https://partner.example/Flights-Search`. */
  flightSearchBaseUrl: string;
  /** Query parameters that credit the referrer on the flight page, e.g. `{ affcid: 'abc' }`. */
  affiliateIds?: Readonly<Record<string, string>>;
}

/**
 * The base URL as a URL object, refusing anything but an absolute http(s) address: a relative
 * path would resolve against the host page, and a `javascript:` one would run in it.
 */
export function searchBaseUrl(value: unknown, settingName: string): URL {
  const url = typeof value === 'string' ? parseAbsoluteUrl(value) : null;
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    throw new SearchConfigError(`${settingName} must be an absolute http(s) URL`);
  }
  return url;
}

/** `URL.canParse` would do, but embeds also run in browsers older than it (Safari 16). */
function parseAbsoluteUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/**
 * Adds the affiliate ids after the search fields. An id named like a search field would silently
 * rewrite the search, so it is refused, as are blank names and non-text values.
 */
export function appendAffiliateIds(
  url: URL,
  affiliateIds: SearchLinkConfig['affiliateIds'],
  searchFields: readonly string[],
): void {
  for (const [name, value] of Object.entries(affiliateIds ?? {})) {
    if (name.trim() === '' || typeof value !== 'string') {
      throw new SearchConfigError('affiliateIds must map parameter names to text values');
    }
    if (searchFields.includes(name)) {
      throw new SearchConfigError(`affiliateIds must not set the search field "${name}"`);
    }
    url.searchParams.set(name, value);
  }
}
