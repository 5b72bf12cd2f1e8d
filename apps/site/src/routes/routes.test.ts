import { BLOG_SITEMAP_PATH as CONTRACTS_BLOG_SITEMAP_PATH } from '@voyagent/contracts/blogPage';
import { describe, expect, it } from 'vitest';
import { NAVIGATION_FALLBACK_DENYLIST } from '../pwa/swRoutes';
import { breadcrumbTrail } from './breadcrumb';
import { MOBILE_SCREENS, redirectTarget } from './redirects';
import {
  BLOG_SITEMAP_PATH,
  canonicalUrl,
  isNoindexPath,
  pageHead,
  robotsMeta,
  robotsTxt,
  sitemapIndexPaths,
  sitemapIndexXml,
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
      '/travel-calculator',
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

  it('gives every route a title, a description and keywords (shell.md §2) (SI-070)', () => {
    for (const route of SITE_ROUTES) {
      expect(route.title, route.path).not.toBe('');
      expect(route.description.length, route.path).toBeGreaterThan(10);
      expect(route.keywords.length, route.path).toBeGreaterThan(0);
    }
  });

  it('has four comparison articles whose slugs carry the product name, and the six guides (SI-006, SI-074)', () => {
    const comparisons = SITE_ROUTES.filter((route) => route.path.startsWith('/comparisons/'));
    expect(comparisons.filter((route) => route.path.includes('voyagent-vs-'))).toHaveLength(4);
    expect(comparisons.map((route) => route.path)).toContain(
      '/comparisons/how-to-find-cheap-flights-ai',
    );
    expect(comparisons).toHaveLength(10);
  });

  it('serves the six content guides of travel.md §2 under /comparisons/ (SI-073, SI-075 to SI-080)', () => {
    const paths = SITE_ROUTES.map((route) => route.path);
    for (const slug of [
      'best-ai-travel-apps-2025',
      'how-much-does-ai-trip-planning-cost',
      'best-free-travel-tools-2025',
      'how-to-find-cheap-flights-ai',
      'is-ai-travel-planning-worth-it',
      'ai-travel-cost-breakdown',
    ]) {
      expect(paths, slug).toContain(`/comparisons/${slug}`);
    }
  });

  it('gives each product area of the spec a page of its own', () => {
    const features: Record<string, string[]> = {
      'SI-001 blog with writers': ['/blog', '/blog/:slug', '/writers', '/writers/:slug'],
      'SI-002 support centre and chat': ['/support-center', '/chat-with-us', '/help-center'],
      'SI-003 dashboard, profile, notifications': ['/dashboard', '/profile', '/notifications'],
      'SI-004 admin and SEO tools': ['/admin', '/dashboard-admin', '/seo-analytics'],
      'SI-005 promotional pages': [
        '/black-friday-2025',
        '/claim-discount/:token',
        '/free-trial',
        '/app-launch',
        '/download',
      ],
      'TA-001 smart itinerary': ['/itinerary'],
      'TA-002 assistant': ['/assistant'],
      'TA-014 budget': ['/budget'],
      'TA-015 documents': ['/documents'],
      'TA-016 risk and safety radar': ['/risk-radar', '/gemini-travel-intel', '/gemini-safety'],
      'TA-017 translation and currency': ['/translate', '/currency-converter'],
      'TA-018 offline maps': ['/offline-maps'],
      'TA-019 car rental': ['/car-rental'],
      // The destination comparison is a home section (travel.md §2), not a page.
      'TA-020 travel calculator': ['/travel-calculator'],
      'TA-021 flight compensation': ['/flight-compensation'],
    };
    for (const [feature, paths] of Object.entries(features)) {
      for (const path of paths) {
        const route = SITE_ROUTES.find((entry) => entry.path === path);
        expect(route && hasPage(route.page), `${feature}: ${path}`).toBe(true);
      }
    }
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

  it('closes exactly the shell.md §6 prefixes to indexing (SI-201, SI-120: /support-admin)', () => {
    for (const prefix of [
      '/admin',
      '/dashboard',
      '/auth',
      '/support-admin',
      '/admin-login',
      '/email-marketing',
      '/seo-dashboard',
      '/support-dashboard',
      '/admin-auth',
      '/profile',
      '/notifications',
      '/email-verify',
      '/unified-dashboard',
    ]) {
      expect(isNoindexPath(`${prefix}/x`), prefix).toBe(true);
    }
  });

  it('indexes only on the production host (SI-202)', () => {
    expect(robotsMeta('/flights', true)).toBe('index, follow');
    expect(robotsMeta('/flights', false)).toBe('noindex');
    expect(robotsMeta('/settings', true)).toBe('noindex');
    expect(robotsMeta('/nowhere', true)).toBe('noindex');
  });

  it('keeps only page, sort, filter, search, category and lang in canonical URLs (SI-203, SI-204, SI-205, SI-206, SI-207, SI-208, SI-209)', () => {
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

  it('lists public static pages in the pages sitemap, never private ones', () => {
    const paths = sitemapPaths();
    expect(paths).toContain('/');
    expect(paths).toContain('/flights');
    // Only pages that exist: a table route whose page is not routed yet is left out.
    for (const route of SITE_ROUTES.filter((entry) => !hasPage(entry.page))) {
      expect(paths).not.toContain(route.path);
    }
    expect(paths).toContain('/budget');
    expect(paths).not.toContain('/dashboard');
    expect(paths).not.toContain('/claim-discount/:token');
    expect(paths).not.toContain('/blog/:slug');
    expect(paths).not.toContain('/auth');
    const xml = sitemapXml(ORIGIN);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">\n/,
    );
    expect(xml).toContain(`  <url><loc>${ORIGIN}/flights</loc></url>\n`);
    expect(xml.match(/<loc>/g)).toHaveLength(paths.length);
    expect(xml.endsWith('</urlset>\n')).toBe(true);
  });

  it('names the pages sitemap and, while blog posts are indexable pages, the blog’s', () => {
    expect(sitemapIndexXml(ORIGIN)).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        `  <sitemap><loc>${ORIGIN}/sitemap-pages.xml</loc></sitemap>`,
        `  <sitemap><loc>${ORIGIN}/blog/sitemap.xml</loc></sitemap>`,
        '</sitemapindex>',
        '',
      ].join('\n'),
    );
    // Read off the table: a closed or unrouted post route takes the blog's sitemap off the index.
    const withPostRoute = (change: Partial<(typeof SITE_ROUTES)[number]>) =>
      SITE_ROUTES.map((route) => (route.path === '/blog/:slug' ? { ...route, ...change } : route));
    expect(sitemapIndexPaths(withPostRoute({}))).toEqual(['/sitemap-pages.xml', BLOG_SITEMAP_PATH]);
    expect(sitemapIndexPaths(withPostRoute({ noindex: true }))).toEqual(['/sitemap-pages.xml']);
    expect(sitemapIndexPaths(withPostRoute({ guard: 'signedIn' }))).toEqual(['/sitemap-pages.xml']);
    expect(sitemapIndexPaths(withPostRoute({ page: 'notRoutedYet' }))).toEqual([
      '/sitemap-pages.xml',
    ]);
    expect(sitemapIndexPaths(SITE_ROUTES.filter((route) => route.path !== '/blog/:slug'))).toEqual([
      '/sitemap-pages.xml',
    ]);
  });

  it('names the blog sitemap where blog-page serves it', () => {
    expect(BLOG_SITEMAP_PATH).toBe(CONTRACTS_BLOG_SITEMAP_PATH);
  });

  it('escapes every loc of the sitemaps', () => {
    // An origin's user info keeps `&` as it is: the one way a URL here can carry markup.
    const origin = 'https://a&b@voyagent.example';
    expect(sitemapXml(origin)).toContain('<loc>https://a&amp;b@voyagent.example/flights</loc>');
    expect(sitemapIndexXml(origin)).toContain(
      '<loc>https://a&amp;b@voyagent.example/sitemap-pages.xml</loc>',
    );
    expect(sitemapIndexXml(origin)).not.toContain('a&b');
  });

  it('never answers a sitemap with the app shell from the service worker', () => {
    for (const path of ['/sitemap.xml', '/sitemap-pages.xml', BLOG_SITEMAP_PATH]) {
      expect(
        NAVIGATION_FALLBACK_DENYLIST.some((pattern) => pattern.test(path)),
        path,
      ).toBe(true);
    }
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

  it('redirects each admin alias to its tab (SI-093, SI-096, SI-099, SI-101, SI-104, SI-107, SI-089, SI-094, SI-097, SI-102, SI-105, SI-108)', () => {
    expect(redirectTarget('/seo-dashboard', '', false)).toBe('/dashboard-admin?tab=seo-automation');
    expect(redirectTarget('/seo-content', '', false)).toBe(
      '/dashboard-admin?tab=content-generation',
    );
    expect(redirectTarget('/unified-dashboard', '', false)).toBe('/dashboard-admin');
    expect(redirectTarget('/email-marketing', '', false)).toBe(
      '/dashboard-admin?tab=email-campaigns',
    );
    expect(redirectTarget('/support-dashboard', '?x=1', false)).toBe('/dashboard-admin?tab=chat');
    expect(redirectTarget('/trial-email-dashboard', '', false)).toBe(
      '/dashboard-admin?tab=trial-emails',
    );
  });

  it('sends the mobile short paths to their full pages (SI-109 to SI-117, SI-114)', () => {
    const expected: Record<string, string> = {
      '/accommodation': '/accommodation-search',
      '/currency': '/currency-converter',
      '/help': '/help-center',
      '/support': '/support-center',
      '/chat': '/chat-with-us',
      '/terms': '/terms-and-conditions',
      '/privacy': '/privacy-policy',
      '/cookies': '/cookies-policy',
    };
    for (const [from, to] of Object.entries(expected)) {
      expect(redirectTarget(from, '', true), from).toBe(to);
      expect(redirectTarget(from, '', false), from).toBeUndefined();
    }
  });

  it('keeps the mobile variant’s guarded screens as screens (SI-119: /seo-tools, /seo-content)', () => {
    expect(redirectTarget('/seo-tools', '', true)).toBeUndefined();
    expect(MOBILE_SCREENS['/seo-tools']?.guard).toBe('support');
    expect(redirectTarget('/seo-content', '', true)).toBeUndefined();
    expect(MOBILE_SCREENS['/seo-content']?.guard).toBe('support');
    expect(MOBILE_SCREENS['/unified-dashboard']?.guard).toBe('signedIn');
    expect(redirectTarget('/seo-dashboard', '', true)).toBeUndefined();
    expect(redirectTarget('/unified-dashboard', '', true)).toBeUndefined();
  });
});

describe('breadcrumb (shell.md §2)', () => {
  it('is hidden on home and uses friendly names for known paths (SI-156)', () => {
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
