import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SITE_ROUTES } from '../../apps/site/src/routes/siteRoutes';
import { expectNoAxeViolations, launchBrowser, SITE_URL } from './browser';
import { PARTNER_ORIGIN, routePartnerPages } from './siteActions';

/**
 * The content pages of the built site (shell.md §2, travel.md §2): every article with its heading
 * and parseable structured data, /comparisons listing them all, the /redirect notice (refusing
 * javascript:, naming the host of an https address, never indexed), /instagram, and /car-rental
 * opening the partner page configured in apps/site/.env.emulator.
 */

const ARTICLES = SITE_ROUTES.filter((route) => route.page === 'article');

let browser: Browser;
let context: BrowserContext;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());
// A context per test: the tabs one test opens (or leaves behind when it fails) are not another's.
beforeEach(async () => {
  context = await browser.newContext();
  await routePartnerPages(context);
});
afterEach(() => context?.close());

async function openPage(path: string): Promise<Page> {
  const page = await context.newPage();
  // The emulators answer slowly on a busy machine; a hang still fails, after a minute.
  page.setDefaultTimeout(60_000);
  page.setDefaultNavigationTimeout(60_000);
  await page.goto(`${SITE_URL}${path}`);
  return page;
}

async function structuredData(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

describe('the content articles', { timeout: 300_000 }, () => {
  it('renders each article with its heading, dates, and Article (and FAQPage) data', async () => {
    expect(ARTICLES).toHaveLength(13);
    const page = await openPage('/');
    for (const article of ARTICLES) {
      await page.goto(`${SITE_URL}${article.path}`);
      await page
        .getByRole('heading', { level: 1, name: article.breadcrumb, exact: true })
        .waitFor();
      await expect.poll(() => page.title()).toBe(article.title);

      const data = await structuredData(page);
      const articleData = data.find((entry) => entry['@type'] === 'Article');
      expect(articleData).toMatchObject({
        headline: article.breadcrumb,
        description: article.description,
        mainEntityOfPage: `${SITE_URL}${article.path}`,
      });
      const published = page.locator('.content-page__dates time').first();
      expect(await published.getAttribute('datetime')).toBe(articleData?.datePublished);
      const hasFaq = await page
        .getByRole('heading', { name: 'Frequently asked questions' })
        .count();
      const faqData = data.find((entry) => entry['@type'] === 'FAQPage');
      expect(Boolean(faqData)).toBe(hasFaq === 1);
      if (faqData) {
        const questions = await page.locator('#article-faq ~ div h3').allTextContents();
        expect((faqData.mainEntity as { name: string }[]).map((entry) => entry.name)).toEqual(
          questions,
        );
      }
      await expectNoAxeViolations(page);
    }
    await page.close();
  });

  it('sends a comparison reader to the other app through the leaving notice, and back', async () => {
    const page = await openPage('/comparisons/voyagent-vs-kayak');
    await page.getByRole('heading', { name: "Questions to check on Kayak's site" }).waitFor();
    await page.getByRole('link', { name: "Visit Kayak's website" }).click();
    await page.getByRole('heading', { level: 1, name: 'You are leaving Voyagent' }).waitFor();
    expect(await page.getByTestId('redirect-host').textContent()).toBe('www.kayak.com');
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL(`${SITE_URL}/comparisons/voyagent-vs-kayak`);
    await page.close();
  });
});

describe('/comparisons', () => {
  it('lists every article with its description', async () => {
    const page = await openPage('/comparisons');
    await page.getByRole('heading', { level: 1, name: 'Voyagent compared' }).waitFor();
    const main = page.locator('main');
    for (const article of ARTICLES) {
      const link = main.getByRole('link', { name: article.breadcrumb, exact: true });
      expect(await link.getAttribute('href')).toBe(article.path);
      await main.getByText(article.description, { exact: true }).waitFor();
    }
    expect(await main.locator('.article-index a').count()).toBe(ARTICLES.length);
    await expectNoAxeViolations(page);
    await page.close();
  });
});

describe('/redirect', () => {
  it('names the host of an https address, with a real Continue link, never indexed', async () => {
    const target = 'https://www.example.org/some/page?x=1';
    const page = await openPage(`/redirect?url=${encodeURIComponent(target)}`);
    await page.getByRole('heading', { level: 1, name: 'You are leaving Voyagent' }).waitFor();
    expect(await page.getByTestId('redirect-host').textContent()).toBe('www.example.org');
    const next = page.getByRole('link', { name: 'Continue to www.example.org' });
    expect(await next.getAttribute('href')).toBe(target);
    expect((await next.getAttribute('rel'))?.split(' ').sort()).toEqual(['noopener', 'noreferrer']);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await expectNoAxeViolations(page);
    await page.close();
  });

  it('refuses a javascript: address with a clear message and no link to it', async () => {
    const page = await openPage(`/redirect?url=${encodeURIComponent('javascript:alert(1)')}`);
    await page
      .getByText('Only web addresses (http or https) can be opened from Voyagent.')
      .waitFor();
    expect(await page.locator('a[href^="javascript:"]').count()).toBe(0);
    expect(await page.getByRole('link', { name: /^Continue/ }).count()).toBe(0);
    await expectNoAxeViolations(page);
    await page.close();
  });

  it('says so when the address is missing', async () => {
    const page = await openPage('/redirect');
    await page.getByText('This link has no destination.').waitFor();
    await page.close();
  });
});

describe('/instagram', () => {
  it('welcomes the visitor with the two ways to start', async () => {
    const page = await openPage('/instagram?utm_source=instagram');
    await page.getByRole('heading', { level: 1, name: 'Welcome from Instagram' }).waitFor();
    const main = page.locator('main');
    const account = main.getByRole('link', { name: 'Create your free account' });
    expect(await account.getAttribute('href')).toBe('/auth');
    const plan = main.getByRole('link', { name: 'Start planning your trip' });
    expect(await plan.getAttribute('href')).toBe('/itinerary');
    expect(await main.getByRole('link', { name: 'Car Rental', exact: true }).count()).toBe(1);
    await expectNoAxeViolations(page);
    await page.close();
  });
});

// The first city suggestion starts the city-suggestions worker, slow on a busy machine.
describe('/car-rental', { timeout: 180_000 }, () => {
  /** The first segment of a date field: typing digits fills month, day and year. */
  const typeDate = async (page: Page, label: string, digits: string) => {
    await page.getByRole('group', { name: label }).getByRole('spinbutton').first().focus();
    await page.keyboard.type(digits);
  };

  it('shows the texts at the fields and opens nothing for an incomplete search', async () => {
    const page = await openPage('/car-rental');
    await page.getByRole('heading', { level: 1, name: 'Car rental' }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Search cars' }).click();
    await page.getByText('Pick-up place is required').waitFor();
    await page.getByText('Pick-up date is required').waitFor();
    await page.getByText('Drop-off date is required').waitFor();

    const year = new Date().getFullYear() + 1;
    await typeDate(page, 'Pick-up date', `0710${year}`);
    await typeDate(page, 'Drop-off date', `0708${year}`);
    await page.getByRole('button', { name: 'Search cars' }).click();
    await page.getByText('Drop-off date cannot be before the pick-up date').waitFor();
    expect(context.pages()).toHaveLength(1);
    await expectNoAxeViolations(page);
    await page.close();
  });

  it('opens the configured partner page with the search filled in', async () => {
    const page = await openPage('/car-rental');
    const place = page.getByRole('combobox', { name: 'Pick-up place' });
    await place.focus();
    await page.keyboard.type('Lisbon');
    await page
      .getByRole('option', { name: /Lisbon/ })
      .first()
      .waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const chosen = await place.inputValue();
    expect(chosen).toMatch(/^Lisbon/);

    const year = new Date().getFullYear() + 1;
    await typeDate(page, 'Pick-up date', `0704${year}`);
    await typeDate(page, 'Drop-off date', `0714${year}`);
    const age = page.getByRole('textbox', { name: 'Driver age' });
    await age.fill('27');
    await age.press('Tab');
    const [partner] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Search cars' }).click(),
    ]);
    await partner.waitForLoadState();

    const url = new URL(partner.url());
    expect(`${url.origin}${url.pathname}`).toBe(`${PARTNER_ORIGIN}/Cars-Search`);
    expect(url.searchParams.get('location')).toBe(chosen);
    expect(url.searchParams.get('pickup')).toBe(`${year}-07-04`);
    expect(url.searchParams.get('dropoff')).toBe(`${year}-07-14`);
    expect(url.searchParams.get('age')).toBe('27');
    // noopener: the partner's page has no handle on ours.
    expect(await partner.evaluate(() => window.opener)).toBeNull();
    await page.getByRole('status').filter({ hasText: 'Results opened' }).waitFor();
    await partner.close();
    await page.close();
  });
});
