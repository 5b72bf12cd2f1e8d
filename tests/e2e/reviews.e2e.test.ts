import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser, SITE_URL } from './browser';
import { grantRoleCli } from './grantRoleCli';
import {
  callError,
  clientsClosedAfterAll,
  serverMessage,
  verifyEmail,
  type WebClient,
} from './webClient';

/**
 * reviews-list, reviews-submit, reviews-pending and reviews-moderate through the web SDK. The
 * support account is made as an operator would, with the grant-role CLI. Other runs may have left
 * reviews in the database, so each test finds its own review by a keyword no other review holds.
 */
const clients = clientsClosedAfterAll();
async function signedIn(fullName?: string) {
  const client = await clients.signedIn();
  if (fullName !== undefined) await client.call('save-profile', { fullName });
  return client;
}

let support: WebClient;
beforeAll(async () => {
  support = await signedIn('Sam Support');
  await verifyEmail(support);
  const email = support.user?.email ?? '';
  const { stdout } = await grantRoleCli('--email', email, '--role', 'support');
  expect(stdout).toContain(`Granted support to ${email}`);
});

/** A word only this test's review holds, so a keyword search ranks it first (score above 10). */
const uniqueWord = () => `zq${randomUUID().replaceAll('-', '').slice(0, 12)}`;

const review = (word: string) => ({
  rating: 5,
  title: `Lisbon with ${word}`,
  content: 'Trams, viewpoints and a fado night, all planned in one evening.',
  trip_destination: 'Lisbon, Portugal',
  trip_type: 'solo' as const,
});

describe('reviews', () => {
  it('lists for a guest with the summary, samples labelled mock, and refuses a guest review', async () => {
    const guest = clients.guest();
    const answer = await guest.call('reviews-list', { limit: 50 });
    expect(answer.summary.ratingScale).toBe(5);
    expect(answer.reviews.length).toBeGreaterThanOrEqual(8);
    const samples = answer.reviews.filter((listed) => listed.source === 'mock');
    expect(samples.length).toBe(8);
    expect(samples.every((listed) => listed.user_name.startsWith('Sample: '))).toBe(true);
    const refused = await callError(guest.callUnchecked('reviews-submit', review('guest')));
    expect(refused.code).toBe('functions/unauthenticated');
    expect(serverMessage(refused)).toBe('Please sign in to write a review.');
  });

  it('keeps a review pending until support approves it, then lists it under the profile name', async () => {
    const word = uniqueWord();
    const writer = await signedIn('Ada Lovelace');
    const stored = await writer.call('reviews-submit', review(word));
    expect(stored).toMatchObject({ user_name: 'Ada Lovelace', status: 'pending', source: 'real' });

    const again = await callError(writer.call('reviews-submit', review(word)));
    expect(again.code).toBe('functions/already-exists');
    expect(serverMessage(again)).toBe('You have already reviewed Voyagent. Thank you!');

    const search = () => writer.call('reviews-list', { keywords: [word], limit: 1 });
    expect((await search()).reviews[0]?.id).not.toBe(stored.id);

    const pendingDenied = await callError(writer.call('reviews-pending', { limit: 50 }));
    expect(pendingDenied.code).toBe('functions/permission-denied');
    expect(serverMessage(pendingDenied)).toBe(
      'Only support staff can read the reviews awaiting approval.',
    );
    // Newest first: other runs' pending reviews are older than this one.
    const awaiting = await support.call('reviews-pending', { limit: 1 });
    expect(awaiting.reviews[0]).toMatchObject({ id: stored.id, status: 'pending' });

    const denied = await callError(
      writer.call('reviews-moderate', { review_id: stored.id, decision: 'approve' }),
    );
    expect(denied.code).toBe('functions/permission-denied');
    expect(serverMessage(denied)).toBe('Only support staff can moderate reviews.');

    expect(
      await support.call('reviews-moderate', { review_id: stored.id, decision: 'approve' }),
    ).toEqual({ id: stored.id, status: 'approved', changed: true });
    const stillPending = await support.call('reviews-pending', { limit: 50 });
    expect(stillPending.reviews.map((pending) => pending.id)).not.toContain(stored.id);
    const listed = await search();
    expect(listed.reviews[0]).toMatchObject({
      id: stored.id,
      user_name: 'Ada Lovelace',
      source: 'real',
      status: 'approved',
    });
    expect(listed.summary.source).toBe('reviews');

    await support.call('reviews-moderate', { review_id: stored.id, decision: 'reject' });
    expect((await search()).reviews[0]?.id).not.toBe(stored.id);
  });

  it('refuses a review without a profile name and bad payloads, naming the field', async () => {
    const nameless = await signedIn();
    const noName = await callError(nameless.call('reviews-submit', review(uniqueWord())));
    expect(noName.code).toBe('functions/failed-precondition');
    expect(serverMessage(noName)).toBe('Add your name to your profile before writing a review.');

    const writer = await signedIn('Grace Hopper');
    const bad = await callError(
      writer.callUnchecked('reviews-submit', { ...review(uniqueWord()), rating: 9 }),
    );
    expect(bad.code).toBe('functions/invalid-argument');
    expect(serverMessage(bad)).toBe('rating must be at most 5');
    const badList = await callError(writer.callUnchecked('reviews-list', { keywords: 'tram' }));
    expect(serverMessage(badList)).toBe('keywords must be a list of words');
  });
});

describe('the home reviews section', () => {
  const browser = launchBrowser();
  afterAll(async () => (await browser).close());

  it('shows the summary and three reviews from reviews-list, samples labelled, accessibly', async () => {
    const page = await (await browser).newPage();
    await page.goto(SITE_URL);
    const summary = page.getByRole('region', { name: 'Traveler reviews' });
    await summary.waitFor();
    await expect.poll(() => summary.getByText(/out of 5 stars$/).textContent()).toMatch(/^\d/);
    expect(await summary.getByRole('listitem').allTextContents()).toEqual([
      expect.stringMatching(/^[\d,]+ reviews?$/),
      expect.stringMatching(/^\d+% recommend$/),
      expect.stringMatching(/^[+-]?\d+% growth$/),
    ]);
    const reviews = page.getByRole('list', { name: 'Reviews' }).getByRole('listitem');
    expect(await reviews.count()).toBe(3);
    // Every sample shown carries its label; the samples are named "Sample: …" in the content file.
    for (const review of await reviews.all()) {
      const isSample = (await review.textContent())?.includes('Sample: ');
      expect(await review.getByText('Sample review').count()).toBe(isSample ? 1 : 0);
    }
    await expectNoAxeViolations(page);
  });
});
