import { describe, expect, it } from 'vitest';
import { breadcrumbTrail } from './breadcrumb';
import { redirectTarget } from './redirects';
import {
  canonicalUrl,
  isNoindexPath,
  pageHead,
  robotsMeta,
  robotsTxt,
  sitemapPaths,
  sitemapXml,
} from './seoRules';
import { hasPage } from './routedPages';
import { SITE_ROUTES, findRoute, topBarLinks } from './siteRoutes';

const ORIGIN = 'https://voyagent.example';

describe('the route table', () => {
  it('holds every route of shell.md §2 and travel.md §2 once', () => {
    const paths = SITE_ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of [
      '/',
      '/assistant',
      '/itinerary',
      '/flights',
      '/accommodation-search',
      '/car-rental',
      '/risk-radar',
      '/gemini-travel-intel',
      '/gemini-safety',
      '/budget',
      '/documents',
      '/translate',
      '/offline-maps',
      '/currency-converter',
      '/flight-compensation',
      '/blog',
      '/blog/:slug',
      '/writers',
      '/writers/:slug',
      '/pricing',
      '/free-trial',
      '/claim-discount/:token',
      '/black-friday-2025',
      '/app-launch',
      '/download',
      '/dashboard',
      '/profile',
      '/trial-setup',
      '/notifications',
      '/settings',
      '/about',
      '/help-center',
      '/support-center',
      '/chat-with-us',
      '/auth',
      '/email-verify',
      '/auth/v1/verify',
      '/terms-and-conditions',
      '/privacy-policy',
      '/cookies-policy',
      '/refund-policy',
      '/instagram',
      '/pwabuilder',
      '/redirect',
      '/what-is-voyagent',
      '/how-voyagent-works',
      '/use-cases',
      '/admin-login',
      '/admin-auth',
      '/admin',
      '/dashboard-admin',
      '/admin/blog',
      '/seo-analytics',
    ]) {
      expect(paths, path).toContain(path);
    }
  });

  it('gives every route a title, a description and keywords (shell.md §2)', () => {
    for (const route of SITE_ROUTES) {
      expect(route.title, route.path).not.toBe('');
      expect(route.description.length, route.path).toBeGreaterThan(10);
      expect(route.keywords.length, route.path).toBeGreaterThan(0);
    }
  });

  it('has four comparison articles whose slugs carry the product name, and the six guides', () => {
    const comparisons = SITE_ROUTES.filter((route) => route.path.startsWith('/comparisons/'));
    expect(comparisons.filter((route) => route.path.includes('voyagent-vs-'))).toHaveLength(4);
    expect(comparisons.map((route) => route.path)).toContain(
      '/comparisons/how-to-find-cheap-flights-ai',
    );
    expect(comparisons).toHaveLength(10);
  });

  it('shows the same screen for /trial-setup as /profile, and for both verification paths', () => {
    expect(findRoute('/trial-setup')?.page).toBe(findRoute('/profile')?.page);
    expect(findRoute('/auth/v1/verify')?.page).toBe(findRoute('/email-verify')?.page);
  });

  it('matches parameters, trailing slashes and queries, and nothing else', () => {
    expect(findRoute('/blog/first-trip')?.path).toBe('/blog/:slug');
    expect(findRoute('/claim-discount/abc')?.path).toBe('/claim-discount/:token');
    expect(findRoute('/pricing/?x=1')?.path).toBe('/pricing');
    expect(findRoute('/blog/')?.path).toBe('/blog');
    expect(findRoute('/blog/a/b')).toBeUndefined();
    expect(findRoute('/nowhere')).toBeUndefined();
  });

  it('puts the five top-bar links in the spec order', () => {
    expect(topBarLinks().map((link) => link.label)).toEqual([
      'AI Assistant',
      'Smart Itinerary',
      'Flights',
      'Hotels',
      'Pricing',
    ]);
  });

  it('guards the signed-in and staff areas', () => {
    expect(findRoute('/dashboard')?.guard).toBe('signedIn');
    expect(findRoute('/admin/blog')?.guard).toBe('signedIn');
    expect(findRoute('/dashboard-admin')?.guard).toBe('support');
    expect(findRoute('/seo-analytics')?.guard).toBe('support');
    expect(findRoute('/admin-login')?.guard).toBe('public');
  });
});

describe('indexing (shell.md §6)', () => {
  it('marks the listed prefixes noindex, and public pages not', () => {
    for (const path of ['/admin', '/admin/blog', '/dashboard-admin', '/auth/v1/verify', '/profile'])
      expect(isNoindexPath(path), path).toBe(true);
    for (const path of ['/', '/flights', '/blog/x', '/pricing'])
      expect(isNoindexPath(path), path).toBe(false);
  });

  it('indexes only on the production host', () => {
    expect(robotsMeta('/flights', true)).toBe('index, follow');
    expect(robotsMeta('/flights', false)).toBe('noindex');
    expect(robotsMeta('/settings', true)).toBe('noindex');
    expect(robotsMeta('/nowhere', true)).toBe('noindex');
  });

  it('keeps only page, sort, filter, search, category and lang in canonical URLs', () => {
    expect(canonicalUrl('/blog/?utm_source=x&page=2&gclid=1&lang=fr&sort=new#top', ORIGIN)).toBe(
      `${ORIGIN}/blog?page=2&sort=new&lang=fr`,
    );
    expect(canonicalUrl('/', ORIGIN)).toBe(`${ORIGIN}/`);
  });

  it('closes robots.txt off production and lists the sitemap on it', () => {
    expect(robotsTxt(ORIGIN, false)).toBe('User-agent: *\nDisallow: /\n');
    const production = robotsTxt(ORIGIN, true);
    expect(production).toContain('Disallow: /admin\n');
    expect(production).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('lists public static pages and given posts in the sitemap, never private ones', () => {
    const paths = sitemapPaths(['/claim-discount/x', '/dashboard', '/nowhere']);
    expect(paths).toContain('/');
    expect(paths).toContain('/flights');
    // Only pages that exist: a table route whose page is not routed yet is left out.
    for (const route of SITE_ROUTES.filter((entry) => !hasPage(entry.page))) {
      expect(paths).not.toContain(route.path);
    }
    expect(paths).toContain('/budget');
    expect(paths).not.toContain('/dashboard');
    expect(paths).not.toContain('/nowhere');
    expect(paths).not.toContain('/claim-discount/:token');
    expect(paths).not.toContain('/auth');
    expect(sitemapXml(ORIGIN, ['/claim-discount/a&b'])).toContain(
      `<loc>${ORIGIN}/claim-discount/a&amp;b</loc>`,
    );
  });
});

describe('page head', () => {
  it('takes the route’s metadata, and indexes only on the production origin', () => {
    const head = pageHead(`${ORIGIN}/flights?utm_source=x`, ORIGIN, ORIGIN);
    expect(head).toEqual({
      title: 'Flight Search | Voyagent',
      description: expect.stringContaining('flights'),
      keywords: 'cheap flights, flight search, round trip',
      canonical: `${ORIGIN}/flights`,
      robots: 'index, follow',
    });
    const preview = pageHead('https://preview.example/flights', 'https://preview.example', ORIGIN);
    expect(preview.robots).toBe('noindex');
    expect(preview.canonical).toBe(`${ORIGIN}/flights`);
  });

  it('names an unknown page not found and keeps it out of the index', () => {
    const head = pageHead(`${ORIGIN}/nowhere`, ORIGIN, ORIGIN);
    expect(head.title).toBe('Page not found | Voyagent');
    expect(head.robots).toBe('noindex');
  });
});

describe('redirects (travel.md §2)', () => {
  it('sends the admin aliases to their dashboard tab on every variant', () => {
    expect(redirectTarget('/email-marketing', '', false)).toBe(
      '/dashboard-admin?tab=email-campaigns',
    );
    expect(redirectTarget('/trial-email-dashboard', '', true)).toBe(
      '/dashboard-admin?tab=trial-emails',
    );
    expect(redirectTarget('/seo-dashboard', '', false)).toBe('/dashboard-admin?tab=seo-automation');
  });

  it('applies the short aliases only on the mobile variant, /chat keeping its query', () => {
    expect(redirectTarget('/help', '', false)).toBeUndefined();
    expect(redirectTarget('/help', '', true)).toBe('/help-center');
    expect(redirectTarget('/chat', '?topic=refund', true)).toBe('/chat-with-us?topic=refund');
    expect(redirectTarget('/terms', '?x=1', true)).toBe('/terms-and-conditions');
  });

  it('lets the mobile list win where the two lists disagree', () => {
    expect(redirectTarget('/seo-dashboard', '', true)).toBeUndefined();
    expect(redirectTarget('/unified-dashboard', '', true)).toBeUndefined();
    expect(redirectTarget('/unified-dashboard', '', false)).toBe('/dashboard-admin');
  });
});

describe('breadcrumb (shell.md §2)', () => {
  it('is hidden on home and uses friendly names for known paths', () => {
    expect(breadcrumbTrail('/')).toEqual([]);
    expect(breadcrumbTrail('/help-center')).toEqual([
      { path: '/', name: 'Home' },
      { path: '/help-center', name: 'Help Center' },
    ]);
    expect(breadcrumbTrail('/blog/my-first-trip').map((crumb) => crumb.name)).toEqual([
      'Home',
      'Blog',
      'My First Trip',
    ]);
  });

  it('keeps a malformed escape as typed instead of throwing', () => {
    expect(breadcrumbTrail('/blog/%E0%A4%A').at(-1)?.name).toBe('%E0%A4%A');
  });
});
