import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type axeCore from 'axe-core';
import { chromium, type Browser, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { assertChromium, CHROMIUM_ARGS } from '../support/chromium.mjs';

import { SITE_URL } from '../../scripts/lib/stack.mjs';

export { SITE_URL, FUNCTIONS_URL } from '../../scripts/lib/stack.mjs';

/**
 * Marks the site's launch splash as just seen (shell.md §4): a first visit would otherwise open
 * that full-screen dialog over whatever a suite came to test. Storage is off-limits on some pages
 * (about:blank, opaque origins), where there is no splash either.
 */
function markLaunchSplashSeen() {
  try {
    localStorage.setItem('hasSeenSplash', 'true');
    localStorage.setItem('lastActivity', String(Date.now()));
  } catch {
    // No storage, no splash.
  }
}

/** Open pages with what went wrong in them, for the report on a failed test. */
const watchedPages = new Map<Page, string[]>();
const PAGE_PROBLEMS_KEPT = 20;

function watchForTheFailureReport(page: Page) {
  const problems: string[] = [];
  const note = (problem: string) => {
    problems.push(problem.slice(0, 500));
    if (problems.length > PAGE_PROBLEMS_KEPT) problems.shift();
  };
  watchedPages.set(page, problems);
  page.on('close', () => watchedPages.delete(page));
  page.on('pageerror', (error) => note(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      note(`console ${message.type()}: ${message.text()}`);
    }
  });
  page.on('requestfailed', (request) =>
    note(`request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText})`),
  );
}

/**
 * What each open page shows, for a failed test's output: its address, the text of its main
 * content and dialogs, and the errors it logged. CI keeps only the printed output, so a hang (a
 * wait that timed out) then says what the page was showing.
 */
export async function describeOpenPages(): Promise<string> {
  const reports = await Promise.all(
    [...watchedPages].map(async ([page, problems]) => {
      const text = await Promise.race([
        // The page's main content, and any dialog over it (dialogs render outside <main>).
        page.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>('main, [role="dialog"], [role="alertdialog"]')]
            .map((part) => `[${part.getAttribute('role') ?? part.localName}] ${part.innerText}`)
            .join('\n'),
        ),
        new Promise<string>((settle) => setTimeout(() => settle('(no answer in 5 s)'), 5_000)),
      ])
        .then((visible) => visible.replace(/\n{2,}/g, '\n').slice(0, 4000))
        .catch((error: unknown) => `(unreadable: ${String(error)})`);
      return [`--- ${page.url()}`, text, ...problems].join('\n');
    }),
  );
  return reports.join('\n');
}

/**
 * After `goto` or `reload` of a site page, waits until the app has taken the page over (App.tsx
 * marks <html data-app-live>): a prerendered page shows its form before its script runs, and
 * what a test typed into it then would be lost, as a person's would.
 */
function waitForTheAppOnNavigation(page: Page) {
  for (const method of ['goto', 'reload'] as const) {
    const navigate = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
    (page as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
      const response = await navigate(...args);
      if (page.url().startsWith(SITE_URL)) {
        // A page that never runs the app (offline error page, a failed load) is the test's to judge.
        await page
          .locator('html[data-app-live]')
          .waitFor({ state: 'attached', timeout: 60_000 })
          .catch(() => undefined);
      }
      return response;
    };
  }
}

/**
 * Debian Chromium, headless. Every context it opens (and `newPage`'s, which goes through
 * `newContext`) skips the launch splash, unless `launchSplash` asks for a real first visit, and
 * its pages' navigations wait for the app (`waitForTheAppOnNavigation`) unless scripts are off
 * or `waitForApp` is false.
 */
export async function launchBrowser({
  launchSplash = false,
  /** False for a suite that keeps the app from running (blocked scripts): nothing to wait for. */
  waitForApp = true,
} = {}): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: assertChromium(),
    args: CHROMIUM_ARGS,
    headless: true,
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    if (!launchSplash) await context.addInitScript(markLaunchSplashSeen);
    if (waitForApp && options?.javaScriptEnabled !== false) {
      const newPage = context.newPage.bind(context);
      context.newPage = async () => {
        const page = await newPage();
        waitForTheAppOnNavigation(page);
        return page;
      };
    }
    context.on('page', watchForTheFailureReport);
    return context;
  };
  return browser;
}

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** Runs axe on the page as it is now; fails listing each violated rule and its targets. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Evaluated through the DevTools protocol, which the page's Content-Security-Policy does not
  // govern: an added <script> tag would be an inline script the site's policy rightly blocks.
  await page.evaluate(`${axeSource}\n;undefined`);
  // Contrast is judged on what a reader sees once a fade-in ends: axe run mid-animation (a toast
  // at a third of its opacity) measures a colour no one is meant to read. Endless animations
  // (spinners) have no end to wait for and are left running.
  // A paused animation never finishes either, hence the bound.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((settle) => setTimeout(settle, 2_000)),
    ]),
  );
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as { axe: typeof axeCore };
    // react-aria's live announcer is a visually hidden log whose img node points at a label it
    // has already removed; it exists only to speak to screen readers, so it is left out.
    const results = await axe.run({ exclude: [['[data-live-announcer]']] });
    return results.violations.map((violation) => ({
      rule: violation.id,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  });
  expect(violations).toEqual([]);
}
