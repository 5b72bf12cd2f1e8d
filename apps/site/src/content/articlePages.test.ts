import { FREE_DAILY_CAPS, TRIAL_DAYS } from '@voyagent/contracts/names';
import { describe, expect, it } from 'vitest';
import { findRoute, SITE_ROUTES } from '../routes/siteRoutes';
import { ARTICLES } from './articles';
import {
  articleAt,
  articleIndex,
  articleRoutes,
  articleStructuredData,
  faqStructuredData,
  liveTools,
  redirectHref,
} from './articlePages';

/** The article at a path the table is known to hold. */
function article(path: string) {
  const page = articleAt(path);
  if (!page) throw new Error(`no article at ${path}`);
  return page;
}

const articlePaths = SITE_ROUTES.filter((route) => route.page === 'article').map((r) => r.path);

describe('the articles', () => {
  it('has one body for each article route of the table, and none for another path', () => {
    expect(Object.keys(ARTICLES).sort()).toEqual([...articlePaths].sort());
    expect(articlePaths).toHaveLength(13);
  });

  it('names only the from-price of the plans, never a price per tier (AU-004, AU-005)', () => {
    const text = JSON.stringify(ARTICLES);
    expect(text).toContain('from $9.99 a month');
    expect(text.match(/\$\d+(?:\.\d+)?/g)?.filter((price) => price !== '$9.99') ?? []).toEqual([]);
  });

  it('finds an article by its path, with or without a trailing slash, and nothing else', () => {
    const page = articleAt('/comparisons/voyagent-vs-tripit/');
    expect(page?.route.path).toBe('/comparisons/voyagent-vs-tripit');
    expect(page?.content.compared?.name).toBe('TripIt');
    expect(articleAt('/comparisons')).toBeUndefined();
    expect(articleAt('/comparisons/voyagent-vs-nobody')).toBeUndefined();
    expect(articleAt('/flights')).toBeUndefined();
  });

  it('dates every article with real ISO days, never updated before published', () => {
    for (const content of Object.values(ARTICLES)) {
      for (const day of [content.published, content.updated]) {
        expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10)).toBe(day);
      }
      expect(content.updated >= content.published).toBe(true);
      expect(content.sections.length).toBeGreaterThan(0);
    }
  });

  it("links only to tools of the route table, under the table's names", () => {
    for (const content of Object.values(ARTICLES)) {
      for (const path of content.tools) expect(findRoute(path)?.path).toBe(path);
    }
    const tools = liveTools({
      ...article('/use-cases').content,
      tools: ['/flights', '/no-such-tool', '/budget'],
    });
    // A path outside the table is never promised; every routed tool is, with the table's name.
    expect(tools).toEqual([
      { path: '/flights', label: 'Flights' },
      { path: '/budget', label: 'Budget' },
    ]);
  });

  it('sends the compared apps to their https homepages through the redirect notice', () => {
    const compared = Object.values(ARTICLES).flatMap((content) => content.compared ?? []);
    expect(compared.map((app) => app.name)).toEqual([
      'TripIt',
      'Wanderlog',
      'Kayak',
      'Google Travel',
    ]);
    for (const app of compared) {
      expect(new URL(app.homepage).protocol).toBe('https:');
      expect(app.questions.length).toBeGreaterThan(0);
    }
    expect(redirectHref('https://www.kayak.com/?a=1&b=2')).toBe(
      '/redirect?url=https%3A%2F%2Fwww.kayak.com%2F%3Fa%3D1%26b%3D2',
    );
  });

  it('states the limits the product enforces, from its own constants', () => {
    const cost = article('/comparisons/how-much-does-ai-trip-planning-cost').content;
    const text = cost.sections.flatMap((section) => section.paragraphs).join(' ');
    expect(text).toContain(`${FREE_DAILY_CAPS.search_requests} searches`);
    expect(text).toContain(`${TRIAL_DAYS} days`);
  });
});

describe('the comparisons index', () => {
  it('lists every article route once, comparisons first, from the route table', () => {
    const groups = articleIndex();
    expect(groups.map((group) => group.heading)).toEqual([
      'Voyagent and other travel apps',
      'Guides',
      'About Voyagent',
    ]);
    const listed = groups.flatMap((group) => group.routes.map((route) => route.path));
    expect(listed.sort()).toEqual(
      articleRoutes()
        .map((route) => route.path)
        .sort(),
    );
    expect(groups[0]?.routes.map((route) => route.path)).toEqual([
      '/comparisons/voyagent-vs-tripit',
      '/comparisons/voyagent-vs-wanderlog',
      '/comparisons/voyagent-vs-kayak',
      '/comparisons/voyagent-vs-google-travel',
    ]);
    expect(groups[2]?.routes.map((route) => route.path)).toEqual([
      '/what-is-voyagent',
      '/how-voyagent-works',
      '/use-cases',
    ]);
  });
});

describe('the structured data', () => {
  const page = article('/how-voyagent-works');
  const canonical = 'https://voyagent.example/how-voyagent-works';

  it('describes the article as schema.org Article at its canonical URL', () => {
    expect(articleStructuredData(page, canonical)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'How Voyagent works',
      description: 'How Voyagent plans trips and which sources it uses.',
      datePublished: page.content.published,
      dateModified: page.content.updated,
      keywords: 'how Voyagent works',
      author: { '@type': 'Organization', name: 'Voyagent', url: 'https://voyagent.example/' },
      publisher: { '@type': 'Organization', name: 'Voyagent', url: 'https://voyagent.example/' },
      mainEntityOfPage: canonical,
    });
  });

  it('describes a FAQ as schema.org FAQPage, one Question per entry', () => {
    expect(faqStructuredData([{ question: 'Q?', answer: 'A.' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        { '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: 'A.' } },
      ],
    });
  });
});
