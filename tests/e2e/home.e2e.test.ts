import { randomBytes } from 'node:crypto';
import { assistantPrompts, marketingClaims, testimonials } from '@voyagent/contracts/content';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser, SITE_URL } from './browser';
import { wakeFunctions } from './siteActions';
import { clientsClosedAfterAll } from './webClient';

/**
 * The home page's sections (issue 12 item 3, issue 17 item 3) on the built site at 1280 px and
 * 390 px: the assistant box with its typed placeholder and chips, the quick answer, the tools,
 * testimonials, partners, FAQ and support contacts, the desktop-only and mobile-only sections of
 * travel.md §2; a chip asks /assistant, which answers; the FAQ opens by keyboard; axe in light and
 * dark; the prerendered page hydrates without a mismatch.
 */

const clients = clientsClosedAfterAll();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  // A chip's question reaches assistant-chat with the guest's device: wake what it calls.
  await wakeFunctions(clients.guest(), [
    'assistant-chat',
    'increment-device-usage',
    'get-client-ip',
    'store-device-fingerprint',
    'get-device-usage',
    'reviews-list',
  ]);
}, 180_000);
afterAll(() => browser?.close());

const DEVICES = {
  desktop: { viewport: { width: 1280, height: 800 } },
  mobile: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
} as const satisfies Record<string, BrowserContextOptions>;

/** A guest's page on a device of its own, so its questions count on their own fingerprint. */
async function newPage(options: BrowserContextOptions): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US', ...options });
  context.setDefaultTimeout(60_000);
  await context.addInitScript(
    (hash) => localStorage.setItem('device_fingerprint', hash),
    randomBytes(4).toString('hex'),
  );
  return context.newPage();
}

async function openHome(page: Page) {
  await page.goto(SITE_URL);
  await page.getByRole('textbox', { name: 'Your travel question' }).waitFor();
}

const section = (page: Page, name: string) =>
  page.getByRole('region', { name, exact: true }).or(page.getByRole('list', { name }));

describe.each(Object.entries(DEVICES))('the home page at %s size', (device, options) => {
  it('shows the sections of its variant (travel.md §2: SI-164, SI-166, SI-169, SI-170; TA-004)', async () => {
    const page = await newPage(options);
    await openHome(page);

    const chips = page.getByRole('list', { name: 'Suggested questions' }).getByRole('button');
    expect(await chips.allTextContents()).toEqual([...assistantPrompts.suggestions]);
    // shell.md §1's claims, from the operator content file (SI-008 among them).
    expect(
      await page.getByRole('list', { name: 'At a glance' }).getByRole('listitem').allTextContents(),
    ).toEqual([
      marketingClaims.freeToInstall,
      marketingClaims.bookingSavings,
      marketingClaims.rating,
      marketingClaims.users,
    ]);
    expect(marketingClaims.bookingSavings).toBe('Save up to 50% on bookings');
    await page.getByRole('heading', { level: 2, name: 'What is Voyagent?' }).waitFor();
    const tools = section(page, 'Everything for your trip');
    for (const name of ['Flights', 'Hotels', 'Trip Planner', 'AI Assistant', 'Safety Check']) {
      expect(await tools.getByRole('link', { name: new RegExp(`^${name}`) }).isVisible()).toBe(
        true,
      );
    }
    const reviews = section(page, 'What travellers say');
    expect(await reviews.getByText('Sample testimonial').count()).toBe(testimonials.length);
    expect(await section(page, 'Our booking partners').getByText('partner.example').count()).toBe(
      1,
    );
    expect(await section(page, 'Frequently asked questions').locator('summary').count()).toBe(6);
    // Both variants: the hotel and flight search cards and the reviews summary; the comparison
    // and the travel calculator (desktop in the spec, kept on mobile as well).
    for (const name of ['Find a hotel', 'Find a flight', 'Traveler reviews']) {
      await page.getByRole('heading', { level: 2, name }).waitFor();
    }
    for (const name of ['Compare destinations', 'Travel Calculator']) {
      await page.getByRole('heading', { level: 2, name }).waitFor();
    }
    await section(page, 'Need help?')
      .getByRole('link', { name: 'support@voyagent.test' })
      .waitFor();

    const mobileOnly = [
      page.getByRole('list', { name: 'Highlights' }),
      page.getByRole('heading', { name: 'More tools' }),
    ];
    const desktopOnly = [
      page.getByRole('heading', { name: 'Try every tool free for 7 days' }),
      page.getByRole('button', { name: 'Share' }),
    ];
    if (device === 'desktop') {
      // The free-trial call to action goes to /auth.
      const trial = page.getByRole('region', { name: 'Try every tool free for 7 days' });
      expect(await trial.getByRole('link').first().getAttribute('href')).toBe('/auth');
    }
    for (const shown of device === 'mobile' ? mobileOnly : desktopOnly) {
      expect(await shown.isVisible()).toBe(true);
    }
    for (const hidden of device === 'mobile' ? desktopOnly : mobileOnly) {
      expect(await hidden.isVisible()).toBe(false);
    }
    await page.context().close();
  }, 120_000);

  it('types its placeholder in place, and keeps it still under reduced motion', async () => {
    const page = await newPage(options);
    await openHome(page);
    const box = page.getByRole('textbox', { name: 'Your travel question' });
    const [first, second] = assistantPrompts.placeholders;
    // The live box may replace the prerendered one between finding it and measuring it.
    let boxBefore = await box.boundingBox();
    await expect.poll(async () => (boxBefore = await box.boundingBox())).not.toBeNull();
    // After the 2 s pause on the first prompt the second is typed, a character at a time.
    await expect
      .poll(() => box.getAttribute('placeholder'), { timeout: 10_000 })
      .toMatch(new RegExp(`^${second?.slice(0, 3)}`));
    expect(await box.getAttribute('placeholder')).not.toBe(second);
    expect(await box.boundingBox()).toEqual(boxBefore);
    await page.context().close();

    const still = await newPage({ ...options, reducedMotion: 'reduce' });
    await openHome(still);
    await still.waitForTimeout(3000);
    expect(
      await still
        .getByRole('textbox', { name: 'Your travel question' })
        .getAttribute('placeholder'),
    ).toBe(first);
    await still.context().close();
  }, 120_000);

  it('opens a FAQ answer by keyboard', async () => {
    const page = await newPage(options);
    await openHome(page);
    const faq = section(page, 'Frequently asked questions');
    const question = faq.locator('summary').nth(2);
    const answer = faq.locator('details').nth(2).locator('p');
    expect(await answer.isVisible()).toBe(false);
    await question.focus();
    await page.keyboard.press('Enter');
    await answer.waitFor();
    expect(await answer.textContent()).toMatch(/7-day free trial/);
    await page.keyboard.press('Space');
    await answer.waitFor({ state: 'hidden' });
    await page.context().close();
  }, 120_000);

  it.each(['light', 'dark'] as const)(
    'passes axe in %s mode',
    async (colorScheme) => {
      const page = await newPage({ ...options, colorScheme });
      await openHome(page);
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(colorScheme);
      await page.getByRole('heading', { name: 'Frequently asked questions' }).waitFor();
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page);
      await page.context().close();
    },
    120_000,
  );

  it('hydrates the prerendered home without a hydration error', async () => {
    const page = await newPage({ ...options, serviceWorkers: 'block' });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const html = await (await fetch(SITE_URL)).text();
    // The sections are in the markup the server sends, before any script runs.
    expect(html).toContain('Suggested questions');
    expect(html).toContain('Frequently asked questions');
    expect(html).toContain('"@type":"FAQPage"');
    await openHome(page);
    await page.waitForLoadState('networkidle');
    expect(
      errors.filter((text) => /Hydration|hydrat|Minified React error #4(18|19|2\d)/.test(text)),
    ).toEqual([]);
    await page.context().close();
  }, 120_000);
});

interface FocusMoves {
  focusMoves: string[];
}

/** In the page: every focus move, with the element, the time and the script that caused it. */
function recordFocusMoves() {
  const moves: string[] = [];
  (window as unknown as FocusMoves).focusMoves = moves;
  const named = (element: EventTarget | null) =>
    element instanceof Element
      ? `${element.tagName}[${element.getAttribute('aria-label') ?? element.getAttribute('placeholder') ?? element.id}]${element.isConnected ? '' : ' (removed)'}`
      : String(element);
  const record = (event: FocusEvent) =>
    moves.push(
      `${performance.now().toFixed(0)} ms ${event.type} ${named(event.target)} → ${named(event.relatedTarget)} at ${new Error().stack?.split('\n').slice(2, 8).join(' < ')}`,
    );
  document.addEventListener('focusin', record, true);
  document.addEventListener('focusout', record, true);
}

describe('a visitor who types before the sections have loaded', () => {
  it('keeps what was typed into the assistant box and a search field (issue 12 item 8)', async () => {
    const page = await newPage({ ...DEVICES.desktop, serviceWorkers: 'block' });
    await page.addInitScript(recordFocusMoves);
    // The two sections' chunks wait until the visitor has typed into their prerendered markup.
    let release: () => void = () => undefined;
    const typed = new Promise<void>((resolve) => (release = resolve));
    const held = new Set<string>();
    await page.route(/\/assets\/(AssistantBox|SearchCards)-[^/]*\.js$/, async (route) => {
      held.add(/(AssistantBox|SearchCards)-/.exec(route.request().url())?.[1] ?? '');
      await typed;
      await route.continue();
    });
    await openHome(page);
    const ask = page.getByRole('button', { name: 'Ask', exact: true });
    const question = page.getByRole('textbox', { name: 'Your travel question' });
    await question.click();
    await page.keyboard.type('Lisbon in May');
    const destination = page
      .getByRole('form', { name: 'Find a hotel' })
      .getByRole('combobox', { name: 'Destination' });
    await destination.click();
    await page.keyboard.type('Lis');
    // Still the prerendered markup: the box's Ask button is as the build left it.
    expect(await ask.isDisabled()).toBe(true);
    await expect.poll(() => [...held].sort()).toEqual(['AssistantBox', 'SearchCards']);

    release();
    await expect.poll(() => ask.isEnabled(), { timeout: 30_000 }).toBe(true);
    expect(await question.inputValue()).toBe('Lisbon in May');
    await expect.poll(() => destination.inputValue(), { timeout: 30_000 }).toBe('Lis');
    // This assertion failed twice in full runs and never alone: the message names each focus move.
    expect(
      await destination.evaluate((field) => field === document.activeElement),
      await page.evaluate(() => (window as unknown as FocusMoves).focusMoves.join('\n')),
    ).toBe(true);
    // Typing goes on in the live field, at the caret.
    await page.keyboard.type('bon');
    expect(await destination.inputValue()).toBe('Lisbon');
    await page.context().close();
  }, 120_000);
});

describe('a suggestion chip', () => {
  it('asks its question on /assistant, which answers it', async () => {
    const page = await newPage(DEVICES.desktop);
    await openHome(page);
    const chip = 'What is the emergency number in Japan?';
    expect(assistantPrompts.suggestions).toContain(chip);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/assistant-chat')) asked.push(request.postData() ?? '');
    });
    await page.getByRole('button', { name: chip }).click();
    await page.waitForURL(`${SITE_URL}/assistant`);
    const answer = page
      .getByRole('log', { name: 'Conversation' })
      .locator('li[data-role="model"]')
      .getByText(/110/);
    // The answer, or the refusal the page shows in its place: the test says which.
    await answer.or(page.getByRole('alert')).first().waitFor();
    // The chip's question reached assistant-chat once, from the navigation state.
    expect(asked).toHaveLength(1);
    expect(asked[0]).toContain(chip);
    expect(await page.getByRole('alert').allTextContents()).toEqual([]);
    expect(await answer.isVisible()).toBe(true);
    await page.context().close();
  }, 120_000);
});
