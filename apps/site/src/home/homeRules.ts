/**
 * The home page's sections as pure rules (travel.md §2): which tools its tiles and its more-tools
 * list link to, which booking partners its grid names, how a testimonial is labelled, and which
 * account offer a visitor sees. The routes come from the route table, so a tool appears here the
 * day its page is routed and never links to the not-found screen before.
 */
import type { Testimonial } from '@voyagent/contracts/content';
import { hasPage } from '../routes/routedPages';
import { findRoute, routesInGroup } from '../routes/siteRoutes';

/** travel.md §2: the main-feature tiles, in the spec's order, with their short names. */
export const MAIN_TOOLS = [
  { path: '/flights', label: 'Flights' },
  { path: '/accommodation-search', label: 'Hotels' },
  { path: '/itinerary', label: 'Trip Planner' },
  { path: '/assistant', label: 'AI Assistant' },
  { path: '/risk-radar', label: 'Safety Check' },
  { path: '/budget', label: 'Budget' },
] as const;

export interface HomeTool {
  path: string;
  label: string;
  /** The route table's description of the page. */
  description: string;
}

type PageOf = (path: string) => string | undefined;
const routePage: PageOf = (path) => findRoute(path)?.page;

/** The main tools whose page exists, with their route's description. */
export function mainTools(isRouted: (page: string) => boolean = hasPage): HomeTool[] {
  return MAIN_TOOLS.flatMap(({ path, label }) => {
    const route = findRoute(path);
    return route && isRouted(route.page) ? [{ path, label, description: route.description }] : [];
  });
}

/**
 * The more-tools list: every other routed tool of the route table, once per page (the risk
 * radar's other addresses are the same page as Safety Check).
 */
export function moreTools(isRouted: (page: string) => boolean = hasPage): HomeTool[] {
  const listed = new Set(MAIN_TOOLS.map(({ path }) => routePage(path)));
  return routesInGroup('tools').flatMap((route) => {
    if (listed.has(route.page) || !isRouted(route.page)) return [];
    listed.add(route.page);
    return [{ path: route.path, label: route.breadcrumb, description: route.description }];
  });
}

/** travel.md §2: the partner grid shows the first 6. */
export const PARTNER_GRID_SIZE = 6;

/**
 * The booking partners the site really sends travellers to: the hosts of the configured partner
 * pages (hotel, flight and car searches), each once, without "www.", at most six. An empty or
 * malformed setting names no one.
 */
export function partnerHosts(pageUrls: readonly (string | undefined)[]): string[] {
  const hosts = new Set<string>();
  for (const url of pageUrls) {
    try {
      const { protocol, hostname } = new URL(url ?? '');
      if (protocol === 'https:' || protocol === 'http:') hosts.add(hostname.replace(/^www\./, ''));
    } catch {
      // Not configured, or not a URL: no partner to name.
    }
  }
  return [...hosts].slice(0, PARTNER_GRID_SIZE);
}

/**
 * How a testimonial is shown: the operator file marks its invented samples with a "Sample: "
 * name, which the card turns into a "Sample testimonial" badge beside the bare name.
 */
export function testimonialView(testimonial: Testimonial): { name: string; isSample: boolean } {
  const isSample = testimonial.name.startsWith('Sample: ');
  return {
    name: isSample ? testimonial.name.slice('Sample: '.length) : testimonial.name,
    isSample,
  };
}

export interface OfferContext {
  /** The session is known (signed in or out) and, when signed in, the subscription is read. */
  settled: boolean;
  signedIn: boolean;
  /** The account's plan is a paid (pro) tier, as the subscription rules derive it. */
  isPro: boolean;
}

export interface HomeOffers {
  /** travel.md §2: the offline-maps promo, for premium (paid) accounts, once the page exists. */
  offlineMapsPromo: boolean;
  /** The upgrade banner to /pricing, for signed-in accounts without a paid plan. */
  upgradeBanner: boolean;
  /** The free-trial call to action to /auth, for signed-out visitors. */
  freeTrialCta: boolean;
}

/**
 * Which account offers the desktop home shows. Until the session is known the page shows what a
 * guest sees (most visitors, and every prerendered page), so a guest's page never moves.
 */
export function homeOffers(
  { settled, signedIn, isPro }: OfferContext,
  isRouted: (page: string) => boolean = hasPage,
): HomeOffers {
  const member = settled && signedIn;
  const offlineMapsPage = routePage('/offline-maps');
  return {
    offlineMapsPromo: member && isPro && offlineMapsPage !== undefined && isRouted(offlineMapsPage),
    upgradeBanner: member && !isPro,
    freeTrialCta: !signedIn,
  };
}
