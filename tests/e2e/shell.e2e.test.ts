import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser, SITE_URL } from './browser';

/** The site's shell (shell.md §2, §4): cookie notice, offline banners, install banner, splash. */

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function newPage(): Promise<Page> {
  return (await browser.newContext()).newPage();
}

const cookieNotice = (page: Page) => page.getByRole('region', { name: 'Cookie notice' });
const cookieSettings = (page: Page) => page.getByRole('dialog', { name: 'Cookie Settings' });
const storedItem = (page: Page, key: string) =>
  page.evaluate((name) => localStorage.getItem(name), key);

/** Reloads, then opens the preferences from the footer, whose dialog shows what was saved. */
async function reopenCookieSettings(page: Page) {
  await page.reload();
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie Settings' }).click();
  await cookieSettings(page).waitFor();
  return {
    analytics: await page.getByRole('switch', { name: 'Analytics' }).isChecked(),
    marketing: await page.getByRole('switch', { name: 'Marketing' }).isChecked(),
  };
}

describe('cookie notice', () => {
  it('Accept all closes it for good; the footer reopens the preferences after a reload', async () => {
    const page = await newPage();
    await page.goto(SITE_URL);
    await cookieNotice(page).getByRole('button', { name: 'Accept all' }).click();
    await cookieNotice(page).waitFor({ state: 'detached' });
    expect(await storedItem(page, 'cookie-consent')).toBe('accepted');

    expect(await reopenCookieSettings(page)).toEqual({ analytics: true, marketing: true });
    await page.keyboard.press('Escape');
    await cookieSettings(page).waitFor({ state: 'detached' });
    expect(await cookieNotice(page).count()).toBe(0);
    await page.context().close();
  });

  it('Decline keeps analytics and marketing off across a reload', async () => {
    const page = await newPage();
    await page.goto(SITE_URL);
    await cookieNotice(page).getByRole('button', { name: 'Decline' }).click();
    await cookieNotice(page).waitFor({ state: 'detached' });
    expect(await storedItem(page, 'cookie-consent')).toBe('declined');
    expect(await reopenCookieSettings(page)).toEqual({ analytics: false, marketing: false });
    expect(await cookieNotice(page).count()).toBe(0);
    await page.context().close();
  });

  it('Customize saves each choice, and the footer changes it later', async () => {
    const page = await newPage();
    await page.goto(SITE_URL);
    await cookieNotice(page).getByRole('button', { name: 'Customize' }).click();
    await cookieSettings(page).waitFor();
    expect(await page.getByRole('switch', { name: 'Essential' }).isDisabled()).toBe(true);
    await cookieSettings(page).getByText('Analytics', { exact: true }).click();
    await page.getByRole('button', { name: 'Save preferences' }).click();
    await cookieSettings(page).waitFor({ state: 'detached' });
    expect(await storedItem(page, 'cookie-consent')).toBe('customized');

    expect(await reopenCookieSettings(page)).toEqual({ analytics: true, marketing: false });
    await cookieSettings(page).getByText('Marketing', { exact: true }).click();
    await page.getByRole('button', { name: 'Save preferences' }).click();
    expect(await reopenCookieSettings(page)).toEqual({ analytics: true, marketing: true });
    await page.context().close();
  });
});

describe('offline banners', () => {
  it('shows the red banner, the badge and one toast offline, and clears them back online (IP-011)', async () => {
    const page = await newPage();
    await page.goto(SITE_URL);
    // The banner comes with the surfaces loaded after idle: mounted while online, as a
    // visitor's are. (The cookie notice is in the prerendered markup: it no longer says so.)
    await page.locator('.shell-top').waitFor({ state: 'attached' });

    await page.context().setOffline(true);
    // Exactly the banner's words: the toast's alert starts with them too.
    const banner = page.getByRole('alert').filter({ hasText: /^You're offline$/ });
    await banner.waitFor();
    await page.getByRole('banner').getByText('Offline Mode').waitFor();
    await page.getByText("You're offline. Some features may be limited.").waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('offlineToastShown'))).toBe('true');

    await page.context().setOffline(false);
    await banner.waitFor({ state: 'detached' });
    expect(await page.getByText('Offline Mode').count()).toBe(0);
    await page.context().close();
  });
});

describe('install surfaces', () => {
  it('shows the top banner 25 s after the first visit, accessibly, and Not now hides it', async () => {
    const page = await newPage();
    await page.clock.install();
    await page.goto(SITE_URL);
    await cookieNotice(page).waitFor();
    const banner = page.getByRole('region', { name: 'Install the Voyagent app' });
    expect(await banner.count()).toBe(0);

    await page.clock.fastForward(25_000);
    await banner.waitFor();
    // The figures come from the operator content file.
    await banner.getByText('★ 4.8/5').waitFor();
    await banner.getByText('1M users').waitFor();
    await expectNoAxeViolations(page);

    await banner.getByRole('button', { name: 'Not now' }).click();
    await banner.waitFor({ state: 'detached' });
    // Recorded for the 48 h rule and for the rest of the session.
    const dismissedAt = Number(await storedItem(page, 'pwa-last-dismissal'));
    expect(dismissedAt).toBeGreaterThan(0);
    expect(await page.evaluate(() => sessionStorage.getItem('pwa-install-dismissed'))).toBe('true');
    await page.context().close();
  });

  it('on a phone, shows the second prompt after 35 s once the cookie notice is answered', async () => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(SITE_URL);
    await cookieNotice(page).waitFor();
    const prompt = page.getByRole('region', { name: 'Get the Voyagent app' });

    await page.clock.fastForward(35_000);
    // Both sit at the foot of the screen: the prompt waits for the notice's answer.
    expect(await prompt.count()).toBe(0);
    await cookieNotice(page).getByRole('button', { name: 'Accept all' }).click();
    await page.clock.fastForward(1_000);
    await prompt.getByRole('button', { name: 'Not Now' }).click();
    await prompt.waitFor({ state: 'detached' });
    await context.close();
  });

  it('opens the install wizard from Get Free App; Maybe Later closes it', async () => {
    const page = await newPage();
    await page.goto(SITE_URL);
    await page.getByRole('banner').getByRole('button', { name: 'Get Free App' }).click();
    const wizard = page.getByRole('dialog', { name: 'Install Voyagent' });
    await wizard.getByRole('button', { name: 'Install Free App' }).waitFor();
    await expectNoAxeViolations(page);
    await wizard.getByRole('button', { name: 'Maybe Later' }).click();
    await wizard.waitFor({ state: 'detached' });
    await page.context().close();
  });
});

describe('launch splash', () => {
  let firstVisits: Browser;
  beforeAll(async () => {
    firstVisits = await launchBrowser({ launchSplash: true });
  });
  afterAll(() => firstVisits?.close());

  const splash = (page: Page) =>
    page.getByRole('dialog', { name: '50% OFF Premium Lifetime Access' });

  it('shows on a first visit; Skip closes it and a reload does not bring it back', async () => {
    const page = await firstVisits.newPage();
    await page.goto(SITE_URL);
    await splash(page).getByText('LAUNCH SPECIAL').waitFor();
    await splash(page).getByRole('button', { name: 'Skip' }).click();
    await splash(page).waitFor({ state: 'detached' });
    expect(await storedItem(page, 'hasSeenSplash')).toBe('true');

    await page.reload();
    await cookieNotice(page).waitFor();
    expect(await splash(page).count()).toBe(0);
    await page.close();
  });

  it('Claim 50% OFF Now goes to /app-launch with the promotion code (IP-001)', async () => {
    const page = await firstVisits.newPage();
    await page.goto(SITE_URL);
    await splash(page).getByRole('button', { name: 'Claim 50% OFF Now' }).click();
    await page.waitForURL(`${SITE_URL}/app-launch?promo=BLACKFRIDAY50`);
    await splash(page).waitFor({ state: 'detached' });
    await page.close();
  });
});
