import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations, FUNCTIONS_URL, launchBrowser, SITE_URL } from './browser';
import { callError, clientsClosedAfterAll } from './webClient';

/**
 * The e-mail capture popup on the built site (travel.md §4, §5, §7): it opens after 90 s of
 * browsing (the page's clock is fake), checks the address, and trial-signup-email keeps the
 * address once in the database, with one welcome e-mail in the local outbox whose unsubscribe
 * link works.
 */
let browser: Browser;
let database: pg.Client;
const clients = clientsClosedAfterAll();

beforeAll(async () => {
  browser = await launchBrowser();
  database = new pg.Client({ connectionString: inject('databaseUrl') });
  await database.connect();
  // The emulator starts a function's worker on its first call, which can take longer than a
  // locator waits; a refusal (empty payload, no token) wakes each worker first.
  await Promise.all([
    clients
      .guest()
      .callUnchecked('trial-signup-email', {})
      .catch(() => null),
    fetch(`${FUNCTIONS_URL}/email-unsubscribe`).catch(() => null),
  ]);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await database?.end();
});

const popup = (page: Page, name = 'Your 7-day free trial is waiting') =>
  page.getByRole('dialog', { name });

/** A guest's page with a fake clock, past the cookie notice (the surfaces that host the popup). */
async function guestPage(): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.clock.install();
  await page.goto(SITE_URL);
  const notice = page.getByRole('region', { name: 'Cookie notice' });
  await notice.getByRole('button', { name: 'Accept all' }).click();
  await notice.waitFor({ state: 'detached' });
  return page;
}

async function rowsFor(email: string) {
  const signups = await database.query<{ welcome_sent_at: Date | null }>(
    'select welcome_sent_at from trial_signup_emails where email = $1',
    [email],
  );
  const outbox = await database.query<{ unsubscribe_url: string }>(
    'select unsubscribe_url from email_outbox where recipient = $1',
    [email],
  );
  return { signups: signups.rows, outbox: outbox.rows };
}

describe('e-mail capture popup', () => {
  it('opens after 90 s, refuses an address without @, and keeps a valid one exactly once', async () => {
    const email = `popup-${randomUUID()}@example.com`;
    const page = await guestPage();
    await page.clock.fastForward(80_000);
    expect(await popup(page).count()).toBe(0);
    await page.clock.fastForward(10_000);
    await popup(page).waitFor();
    await expectNoAxeViolations(page);

    const field = page.getByRole('textbox', { name: 'Email address' });
    await field.fill('traveller.example.com');
    await page.getByRole('button', { name: 'Send my free trial' }).click();
    // The popup's own words on the field, not the browser's message for a type=email input.
    await popup(page).getByText('Please enter a valid email address').waitFor();
    expect((await rowsFor('traveller.example.com')).signups).toHaveLength(0);

    await field.fill(email.toUpperCase());
    await page.getByRole('button', { name: 'Send my free trial' }).click();
    await popup(page, 'Check your inbox').waitFor();
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => localStorage.getItem('email_subscribed'))).toBe('true');

    // The same address again (here through the web SDK) is a success that adds nothing.
    expect(await clients.guest().call('trial-signup-email', { email })).toEqual({
      subscribed: true,
    });
    const { signups, outbox } = await rowsFor(email);
    expect(signups).toHaveLength(1);
    expect(outbox).toHaveLength(1);

    // Submitted: never again, even after a week.
    await page.reload();
    await page.clock.fastForward(8 * 24 * 60 * 60 * 1000);
    await page.clock.fastForward(100_000);
    expect(await popup(page).count()).toBe(0);
    await page.context().close();
  });

  it('unsubscribes through the link in the e-mail, after a confirmation', async () => {
    const email = `unsubscribe-${randomUUID()}@example.com`;
    await clients.guest().call('trial-signup-email', { email });
    const [sent] = (await rowsFor(email)).outbox;
    if (!sent) throw new Error('expected the welcome e-mail in the outbox');

    const page = await (await browser.newContext()).newPage();
    await page.goto(sent.unsubscribe_url);
    await page.getByRole('heading', { name: 'Unsubscribe' }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByRole('heading', { name: 'Unsubscribed' }).waitFor();
    const { rows } = await database.query<{ unsubscribed_at: Date | null }>(
      'select unsubscribed_at from trial_signup_emails where email = $1',
      [email],
    );
    expect(rows[0]?.unsubscribed_at).toBeInstanceOf(Date);

    const forged = new URL(sent.unsubscribe_url);
    forged.searchParams.set('token', `${Buffer.from(email).toString('base64url')}.forged`);
    const answer = await page.goto(forged.toString());
    expect(answer?.status()).toBe(400);
    await page.getByRole('heading', { name: 'Invalid link' }).waitFor();
    await page.context().close();
  });

  it('refuses a malformed address from the web SDK with invalid-argument', async () => {
    const error = await callError(
      clients.guest().callUnchecked('trial-signup-email', { email: 'no-at-sign' }),
    );
    expect(error.code).toBe('functions/invalid-argument');
    expect(error.message).toContain('email must be an e-mail address');
  });
});
