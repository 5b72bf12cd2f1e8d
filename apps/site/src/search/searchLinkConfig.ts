import type { SearchLinkConfig } from '@voyagent/search-widgets';

/** The Vite variables the search pages read; public values, set per build in apps/site/.env.*. */
export interface SearchLinkEnv {
  VITE_HOTEL_SEARCH_BASE_URL?: string;
  VITE_FLIGHT_SEARCH_BASE_URL?: string;
  /** Query-string form, e.g. `affcid=abc&afflid=xyz`: names and values as the partner spells them. */
  VITE_FLIGHT_AFFILIATE_IDS?: string;
}

/**
 * Where the site's searches go (travel.md §7). Left empty, a search cannot build its link and the
 * form shows "Search error" (travel.md §8) with a console warning naming the missing setting,
 * rather than sending visitors anywhere unconfigured.
 */
export function searchLinkConfigFrom(env: SearchLinkEnv): SearchLinkConfig {
  const affiliateIds = Object.fromEntries(
    new URLSearchParams(env.VITE_FLIGHT_AFFILIATE_IDS?.trim() ?? ''),
  );
  return {
    hotelSearchBaseUrl: env.VITE_HOTEL_SEARCH_BASE_URL?.trim() ?? '',
    flightSearchBaseUrl: env.VITE_FLIGHT_SEARCH_BASE_URL?.trim() ?? '',
    affiliateIds,
  };
}

export const searchLinkConfig = searchLinkConfigFrom(import.meta.env);
