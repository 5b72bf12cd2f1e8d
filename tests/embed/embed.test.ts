import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, ConsoleMessage, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer } from '../../apps/embed-demo/server.mjs';
import { launchBrowser } from '../e2e/browser';

/**
 * The embeds on apps/embed-demo: a partner page with a strict CSP (nonce + 'strict-dynamic')
 * and hostile CSS, served statically. Playwright's CSS and role locators pierce open shadow
 * roots, so `page.getByRole` finds the widgets' fields; `inShadowRoot` checks where things are.
 */

/**
 * The build under test: the shipped preact/compat one, or with VOYAGENT_EMBED_RUNTIME=react the
 * React 19 build the bench compares it with (globalSetup builds the same one), to check the
 * widgets on both runtimes.
 */
const isReactComparison = process.env.VOYAGENT_EMBED_RUNTIME === 'react';
const embedDir = path.resolve(
  import.meta.dirname,
  '../../packages/search-widgets',
  isReactComparison ? 'dist-embed-react' : 'dist-embed',
);
/** The loader's budget: issue 9 asks for at most 2 KB gzip. */
const LOADER_MAX_GZIP_BYTES = 2048;
/** A search widget's budget with its UI runtime, before its lazy lists: issue 9 asks ≤ 45 KiB. */
const SEARCH_WIDGET_MAX_GZIP_BYTES = 45 * 1024;

/** A widget's gzip size: its chunk and every chunk it imports statically (what it starts on). */
function widgetGzipBytes(source: string): number {
  const manifest = JSON.parse(
    readFileSync(path.join(embedDir, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string; imports?: string[] }>;
  const files = new Set<string>();
  const collect = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(collect);
  };
  collect(source);
  return [...files].reduce(
    (sum, file) => sum + gzipSync(readFileSync(path.join(embedDir, file)), { level: 9 }).length,
    0,
  );
}

let browser: Browser;
let demo: { url: string; close: () => Promise<void> };
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  [browser, demo] = await Promise.all([launchBrowser(), startDemoServer({ embedDir })]);
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});
afterAll(async () => {
  await browser?.close();
  await demo?.close();
});

interface OpenedPage {
  page: Page;
  context: BrowserContext;
  warnings: string[];
  /** Console errors and uncaught exceptions: none is ever expected. */
  errors: string[];
  /** Files of the embed the page requested, by name. */
  requested: string[];
}

/** Opens a demo page in a fresh context; the partner's results pages answer with a stub. */
async function openDemo(path = '/', viewport = { width: 1000, height: 800 }): Promise<OpenedPage> {
  const context = await browser.newContext({ viewport });
  contexts.push(context);
  await context.route('https://partner.example/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Partner results</title>' }),
  );
  const page = await context.newPage();
  const opened: OpenedPage = { page, context, warnings: [], errors: [], requested: [] };
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'warning') opened.warnings.push(message.text());
    if (message.type() === 'error') opened.errors.push(message.text());
  });
  page.on('pageerror', (error) => opened.errors.push(error.message));
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/embed/')) opened.requested.push(pathname.slice('/embed/'.length));
  });
  await page.goto(demo.url + path);
  return opened;
}

/** Whether `selector` matches inside the widget's shadow root, and nowhere in the page's own DOM. */
function onlyInShadowRoot(page: Page, widget: string, selector: string) {
  return page.evaluate(
    ([widgetName, query]) => {
      const host = document.querySelector(`[data-voyagent-widget="${widgetName}"]`);
      return {
        inside: host?.shadowRoot?.querySelectorAll(query).length ?? 0,
        onPage: document.querySelectorAll(query).length,
      };
    },
    [widget, selector] as const,
  );
}

/** The element with focus, looking through shadow roots, described for assertions. */
function focused(page: Page) {
  return page.evaluate(() => {
    let element = document.activeElement;
    let inShadowRoot = false;
    while (element?.shadowRoot?.activeElement) {
      element = element.shadowRoot.activeElement;
      inShadowRoot = true;
    }
    return {
      inShadowRoot,
      role: element?.getAttribute('role') ?? element?.tagName.toLowerCase(),
      name: element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? '',
    };
  });
}

/** Presses Tab until the element named `name` has focus (a date input has a stop per part). */
async function tabTo(page: Page, name: string) {
  for (let presses = 0; presses < 20; presses += 1) {
    if ((await focused(page)).name === name) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${name}`);
}

/**
 * Types a YYYY-MM-DD day into the focused date input as a person does in the browser's en-US
 * form (month, day, year); the input moves to the next part by itself.
 */
async function typeDate(page: Page, isoDate: string) {
  const [year, month, day] = isoDate.split('-');
  await page.keyboard.type(`${month}${day}${year}`);
}

/** YYYY-MM-DD of today plus `days`, in this machine's time zone (the browser's too). */
function isoDay(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

describe('the embed on a hostile partner page', () => {
  it('has a loader of at most 2 KB gzip', () => {
    const loader = readFileSync(path.join(embedDir, 'voyagent-embed.js'));
    expect(gzipSync(loader, { level: 9 }).length).toBeLessThanOrEqual(LOADER_MAX_GZIP_BYTES);
  });

  it
    .skipIf(isReactComparison)
    .each(['src/embed/hotelSearchWidget.tsx', 'src/embed/flightSearchWidget.tsx'])(
    'ships %s in at most 45 KiB gzip with its UI runtime',
    (source) => {
      expect(widgetGzipBytes(source)).toBeLessThanOrEqual(SEARCH_WIDGET_MAX_GZIP_BYTES);
    },
  );

  it('is used with the keyboard alone inside the shadow root and opens the hotel search in a new tab', async () => {
    const { page, context, errors } = await openDemo();
    await page.getByRole('button', { name: 'Search Hotels' }).waitFor();

    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ inShadowRoot: true, role: 'combobox' });
    await page.keyboard.type('Paris');
    await page.getByRole('option', { name: /^Paris\W+France$/ }).waitFor();
    expect(await onlyInShadowRoot(page, 'hotel-search', '[role="listbox"]')).toEqual({
      inside: 1,
      onPage: 0,
    });
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Destination' }).inputValue())
      .toBe('Paris, France');

    // The dates are native date inputs (the embed's own fields): typed month, day, year, the
    // browser moving from part to part; tomorrow to three days from now.
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ inShadowRoot: true, name: 'Start date' });
    await typeDate(page, isoDay(1));
    await tabTo(page, 'End date');
    await typeDate(page, isoDay(3));

    for (let presses = 0; presses < 20; presses += 1) {
      if ((await focused(page)).name === 'Search Hotels') break;
      await page.keyboard.press('Tab');
    }
    expect(await focused(page)).toMatchObject({ inShadowRoot: true, name: 'Search Hotels' });
    const popup = context.waitForEvent('page');
    await page.keyboard.press('Enter');
    const results = await popup;
    await results.waitForLoadState();
    const url = new URL(results.url());
    expect(url.origin + url.pathname).toBe('https://partner.example/Hotel-Search');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      destination: 'Paris, France',
      d1: isoDay(1),
      d2: isoDay(3),
      adults: '2',
      rooms: '1',
    });
    expect(errors).toEqual([]);
  });

  it('refuses a check-out before the check-in typed in the date inputs: opens nothing, says why', async () => {
    const { page, context, errors } = await openDemo();
    const form = page.getByRole('form', { name: 'Hotel search' });
    await page.getByRole('button', { name: 'Search Hotels' }).waitFor();
    await form.getByRole('combobox', { name: 'Destination' }).fill('Lisbon');
    const dates = form.getByRole('group', { name: 'Check-in – check-out' });
    const checkIn = dates.getByLabel('Start date');
    const checkOut = dates.getByLabel('End date');
    // Past days are not offered: the earliest check-in is today, the earliest check-out follows it.
    expect(await checkIn.getAttribute('min')).toBe(isoDay(0));
    await checkIn.focus();
    await typeDate(page, isoDay(4));
    expect(await checkOut.getAttribute('min')).toBe(isoDay(4));
    await checkOut.focus();
    await typeDate(page, isoDay(2));
    expect(await checkOut.inputValue()).toBe(isoDay(2));

    await tabTo(page, 'Search Hotels');
    await page.keyboard.press('Enter');
    await page.getByText('Invalid search parameters').waitFor();
    // At the dates (named by them) and in the toast; nothing opened.
    expect(await page.getByText('Check-out date must be after check-in date').count()).toBe(2);
    expect(await checkOut.getAttribute('aria-invalid')).toBe('true');
    expect(await checkOut.evaluate((input) => input.getAttribute('aria-describedby'))).toBeTruthy();
    expect(context.pages()).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it('opens the flight search with the partner affiliate id, and shows its toast inside the shadow root', async () => {
    const { page, context, errors, requested } = await openDemo();
    await page.getByRole('button', { name: 'Search Hotels' }).waitFor();
    // Below the fold: not loaded until it scrolls into view.
    expect(requested.some((file) => file.startsWith('voyagent-flight-search.'))).toBe(false);
    await page.locator('[data-voyagent-widget="flight-search"]').scrollIntoViewIfNeeded();
    const search = page.getByRole('button', { name: 'Search Flights' });
    await search.waitFor();

    await search.click();
    await page.getByText('Invalid search parameters').waitFor();
    expect(await onlyInShadowRoot(page, 'flight-search', '[role="alertdialog"]')).toEqual({
      inside: 1,
      onPage: 0,
    });
    expect(await onlyInShadowRoot(page, 'hotel-search', '[role="alertdialog"]')).toMatchObject({
      inside: 0,
    });

    for (const [field, query, choice] of [
      ['From', 'par', /Paris.*CDG/],
      ['To', 'JFK', /New York.*JFK/],
    ] as const) {
      await page.getByRole('combobox', { name: field }).fill(query);
      await page.getByRole('option', { name: choice }).click();
    }
    const dates = page.getByRole('group', { name: 'Departure – return' });
    await dates.getByLabel('Start date').focus();
    await typeDate(page, isoDay(1));
    await dates.getByLabel('End date').focus();
    await typeDate(page, isoDay(2));

    const popup = context.waitForEvent('page');
    await search.click();
    const results = await popup;
    await results.waitForLoadState();
    const url = new URL(results.url());
    expect(url.origin + url.pathname).toBe('https://partner.example/Flights-Search');
    expect(url.searchParams.get('trip')).toBe('roundtrip');
    expect(url.searchParams.get('leg1')).toMatch(/CDG|PAR/);
    expect(url.searchParams.get('leg1')).toContain('JFK');
    expect(url.searchParams.get('affcid')).toBe('partner-blog-42');
    expect(errors).toEqual([]);
  });

  it('adds only the Voyagent global and changes none of the page’s sheets, head or html/body attributes', async () => {
    const context = await browser.newContext();
    contexts.push(context);
    // Taken before any page script runs; kept under a symbol, which is no window property name.
    await context.addInitScript(() => {
      (window as unknown as Record<symbol, string[]>)[Symbol.for('globals-before')] =
        Object.getOwnPropertyNames(window);
    });
    const page = await context.newPage();
    await page.goto(demo.url);
    const pageBefore = await page.evaluate(() => ({
      sheets: Array.from(document.styleSheets, (sheet) => sheet.ownerNode?.nodeName),
      head: document.head.children.length,
    }));
    await page.getByRole('button', { name: 'Search Hotels' }).waitFor();
    await page.locator('[data-voyagent-widget="flight-search"]').scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Search Flights' }).waitFor();
    // Open and close an overlay too: its portal and styles must stay in the shadow root.
    await page.getByRole('combobox', { name: 'From' }).fill('par');
    await page.getByRole('option', { name: /Paris/ }).first().waitFor();
    await page.keyboard.press('Escape');

    const after = await page.evaluate(() => {
      const before = (window as unknown as Record<symbol, string[]>)[Symbol.for('globals-before')];
      const added = Object.getOwnPropertyNames(window).filter((name) => !before?.includes(name));
      const attributes = (element: Element) =>
        element.getAttributeNames().map((name) => `${name}=${element.getAttribute(name)}`);
      return {
        added,
        version: (window as unknown as { Voyagent: { version: unknown } }).Voyagent.version,
        sheets: Array.from(document.styleSheets, (sheet) => sheet.ownerNode?.nodeName),
        adopted: document.adoptedStyleSheets.length,
        head: document.head.children.length,
        html: attributes(document.documentElement),
        body: attributes(document.body),
        bodyChildren: Array.from(document.body.children, (child) => child.nodeName),
      };
    });
    expect(after.added).toEqual(['Voyagent']);
    expect(after.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(after.sheets).toEqual(pageBefore.sheets);
    expect(after.sheets).toEqual(['STYLE']);
    expect(after.adopted).toBe(0);
    expect(after.head).toBe(pageBefore.head);
    expect(after.html).toEqual(['lang=en']);
    expect(after.body).toEqual([]);
    expect(after.bodyChildren).toEqual(['H1', 'P', 'DIV', 'P', 'P', 'H2', 'DIV', 'P']);
  });

  it.each([
    { width: 1000, height: 800 },
    { width: 375, height: 700 },
  ])('keeps the page from moving while the widgets load: CLS 0 at $width px', async (viewport) => {
    const context = await browser.newContext({ viewport });
    contexts.push(context);
    await context.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as Record<symbol, number[]>)[Symbol.for('layout-shifts')] = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          shifts.push((entry as unknown as { value: number }).value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const page = await context.newPage();
    await page.goto(demo.url);
    await page.getByRole('button', { name: 'Search Hotels' }).waitFor();
    await page.locator('[data-voyagent-widget="flight-search"]').scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Search Flights' }).waitFor();
    const shifts = await page.evaluate(
      () => (window as unknown as Record<symbol, number[]>)[Symbol.for('layout-shifts')],
    );
    expect(shifts).toEqual([]);
  });

  it('is styled by its own CSS alone, whatever the page’s rules', async () => {
    const { page } = await openDemo();
    const search = page.getByRole('button', { name: 'Search Hotels' });
    await search.waitFor();
    const styles = await page.evaluate(() => {
      const root = document.querySelector('[data-voyagent-widget="hotel-search"]')?.shadowRoot;
      const read = (selector: string) => {
        const element = root?.querySelector(selector);
        if (!element) return null;
        const style = getComputedStyle(element);
        const { fontSize, fontFamily, color, backgroundColor, textTransform, visibility } = style;
        return { fontSize, fontFamily, color, backgroundColor, textTransform, visibility };
      };
      return { input: read('input'), button: read('button[type="submit"]') };
    });
    // The page sets 40px on html, 28px uppercase cursive red on body, 60px magenta hidden inputs
    // and buttons, and its own --vy-color-primary: none of it reaches the widget.
    expect(styles.input).toMatchObject({
      fontSize: '16px',
      textTransform: 'none',
      visibility: 'visible',
    });
    expect(styles.input?.fontFamily).not.toContain('Comic Sans');
    expect(styles.button).toMatchObject({
      // data-accent-color="#0a7c5a" on the demo's hotel widget.
      backgroundColor: 'rgb(10, 124, 90)',
      visibility: 'visible',
    });
    expect(styles.button?.color).not.toBe('rgb(255, 0, 255)');
  });

  it('warns once per bad setting, leaves an unknown widget as written, and never throws', async () => {
    const { page, warnings, errors } = await openDemo('/bad-config.html');
    await page.getByRole('button', { name: 'Search Hotels' }).waitFor();
    expect(warnings).toHaveLength(5);
    expect(warnings).toEqual(
      expect.arrayContaining([
        expect.stringContaining('unknown widget "car-rental"'),
        expect.stringContaining('data-locale "klingon"'),
        expect.stringContaining('data-theme "neon"'),
        expect.stringContaining('data-accent-color "red;background:url(x)"'),
        expect.stringContaining('data-currency "euro" is not an ISO 4217 currency code'),
      ]),
    );
    const unknown = await page.locator('#unknown').evaluate((element) => ({
      text: element.textContent,
      shadow: element.shadowRoot !== null,
    }));
    expect(unknown).toEqual({ text: 'Cars coming soon', shadow: false });
    // The defaults took over: English texts, no accent colour but the kit's.
    expect(await page.getByRole('form', { name: 'Hotel search' }).count()).toBe(1);
    await expect.poll(() => page.locator('#after').textContent()).toBe('The page goes on.');
    expect(errors).toEqual([]);
  });

  it('leaves a link to the partner’s search when a widget’s file cannot load', async () => {
    const context = await browser.newContext();
    contexts.push(context);
    const page = await context.newPage();
    const warnings: string[] = [];
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.route('**/embed/voyagent-hotel-search.*', (route) => route.abort());
    await page.goto(demo.url);
    const link = page.getByRole('link', { name: 'Search on Voyagent' });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe('https://partner.example/Hotel-Search');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(warnings).toEqual([expect.stringContaining('the hotel-search widget could not load')]);
    expect(errors).toEqual([]);
  });

  it('speaks the data-locale’s language, with the data-default-destination in its field', async () => {
    const { page, errors, warnings, context, requested } = await openDemo('/french.html');
    const form = page.getByRole('form', { name: 'Recherche d’hôtels' });
    await form.waitFor();
    for (const label of ['Destination', 'Arrivée – départ', 'Adultes', 'Chambres']) {
      expect(await form.getByText(label, { exact: true }).count()).toBe(1);
    }
    const destination = form.getByRole('combobox', { name: 'Destination' });
    expect(await destination.inputValue()).toBe('Lisbonne, Portugal');
    expect(await destination.getAttribute('placeholder')).toBe('Ville ou région');

    // The bundled city list, its own chunk, answers in French; the airport list is not loaded.
    await destination.fill('Berl');
    await form
      .page()
      .getByRole('option', { name: /^Berlin\W+Allemagne$/ })
      .waitFor();
    expect(requested.filter((file) => file.startsWith('voyagent-embedCities.'))).toHaveLength(1);
    expect(requested.some((file) => /worldAirports|airport/i.test(file))).toBe(false);

    await page.getByRole('button', { name: 'Rechercher des hôtels' }).click();
    await page.getByText('Paramètres de recherche non valides').waitFor();
    // At the dates field, and in the toast as the first thing to fix.
    expect(await page.getByText('La date d’arrivée est obligatoire').count()).toBe(2);
    expect(context.pages()).toHaveLength(1);
    expect(warnings).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('mounts through Voyagent.mount with options, in the chosen locale and theme', async () => {
    const { page, errors } = await openDemo('/bad-config.html');
    await page.getByRole('button', { name: 'Search Hotels' }).waitFor();
    await page.evaluate(() => {
      const element = document.createElement('section');
      element.id = 'mounted';
      document.body.append(element);
      (
        window as unknown as { Voyagent: { mount: (el: Element, options: object) => void } }
      ).Voyagent.mount(element, { widget: 'hotel-search', locale: 'fr', theme: 'dark' });
    });
    const form = page.locator('#mounted').getByRole('form', { name: 'Recherche d’hôtels' });
    await form.waitFor();
    const theme = await page
      .locator('#mounted')
      .evaluate((element) =>
        element.shadowRoot?.querySelector('.vy-root')?.getAttribute('data-theme'),
      );
    expect(theme).toBe('dark');
    // The fields' own texts follow the locale: the date inputs are named in French.
    const dates = page.locator('#mounted').getByRole('group', { name: 'Arrivée – départ' });
    expect(await dates.getByLabel('Date de début').count()).toBe(1);
    expect(await dates.getByLabel('Date de fin').count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('shows the reviews widget from the reviews-list endpoint, samples labelled', async () => {
    const { page, errors } = await openDemo('/bad-config.html');
    const requests: unknown[] = [];
    await page.route('**/reviews-list', async (route) => {
      requests.push(route.request().postDataJSON());
      await route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ result: REVIEWS_PAGE }),
      });
    });
    await page.evaluate((reviewsUrl) => {
      const element = document.createElement('aside');
      element.id = 'reviews';
      document.body.append(element);
      (
        window as unknown as { Voyagent: { mount: (el: Element, options: object) => void } }
      ).Voyagent.mount(element, { widget: 'reviews', reviewsUrl });
    }, `${demo.url}/reviews-list`);
    const reviews = page.locator('#reviews');
    await reviews.getByText('A week in Lisbon planned in minutes').waitFor();
    expect(requests).toEqual([{ data: { limit: 3, offset: 0 } }]);
    expect(await reviews.getByRole('region', { name: 'Traveler reviews' }).count()).toBe(1);
    expect(await reviews.getByText(/sample/i).count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
});

/** One page as reviews-list answers it: a labelled sample and the operator's figures. */
const REVIEWS_PAGE = {
  reviews: [
    {
      id: 'sample-1',
      user_name: 'Sample: Ana',
      rating: 5,
      title: 'A week in Lisbon planned in minutes',
      content: 'The itinerary planner lined up trams, viewpoints and a fado night.',
      trip_destination: 'Lisbon, Portugal',
      trip_type: 'solo',
      verification_status: null,
      helpful_count: 12,
      created_at: '2025-09-14T09:30:00.000Z',
      source: 'mock',
    },
  ],
  nextOffset: null,
  summary: {
    rating: 4.8,
    ratingScale: 5,
    reviewCount: 15847,
    recommendPercent: 95,
    growthPercent: 98,
  },
};
