import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { callableRequest, rejection } from '../../test/callableRequest';
import { getDatabase } from '../db/database';
import { checkSubscription, startTrial } from './subscriptionFunctions';
import { trialClaimHash } from './trialClaims';

const ADMIN_EMAIL = 'boss@voyagent.test';
const TRIAL_KEY = 'test-trial-claim-key';

beforeAll(() => {
  process.env.DATABASE_URL = inject('databaseUrl');
  process.env.UNLIMITED_ADMIN_EMAIL = ADMIN_EMAIL;
  process.env.TRIAL_CLAIM_HASH_KEY = TRIAL_KEY;
});

const user = (email = `${randomUUID()}@example.com`) => ({ uid: `user-${randomUUID()}`, email });
/** A new account whose e-mail is verified, as a trial needs. */
const verifiedUser = (email?: string) => ({ ...user(email), emailVerified: true });
type Caller = ReturnType<typeof user> & { emailVerified?: boolean };
const check = (caller: Caller) =>
  Promise.resolve(checkSubscription.run(callableRequest({}, caller)));
const trial = (caller: Caller) => Promise.resolve(startTrial.run(callableRequest({}, caller)));

describe(`subscriptions on ${inject('databaseKind')}`, () => {
  it('answers free and never trialled for a user without a row', async () => {
    expect(await check(user())).toEqual({
      subscribed: false,
      subscription_tier: 'free',
      subscription_end: null,
      is_trial: false,
      trial_end: null,
      trial_used: false,
    });
  });

  it('forces the configured admin e-mail to admin_unlimited, in any letter case', async () => {
    const admin = { ...user('Boss@Voyagent.test'), emailVerified: true };
    expect(await check(admin)).toMatchObject({
      subscribed: true,
      subscription_tier: 'admin_unlimited',
    });
  });

  it('treats the admin e-mail as an ordinary account until it is verified', async () => {
    // Whoever signs up first with the address must not get the admin's tier.
    expect(await check(user('boss@voyagent.test'))).toMatchObject({
      subscribed: false,
      subscription_tier: 'free',
    });
  });

  it('reads an expired paid subscription as not subscribed', async () => {
    const caller = user();
    const db = await getDatabase();
    await db
      .insertInto('subscriptions')
      .values({
        user_id: caller.uid,
        subscribed: true,
        subscription_tier: 'Jetsetter',
        subscription_end: new Date(Date.now() - 60_000),
      })
      .execute();
    expect(await check(caller)).toMatchObject({ subscribed: false, subscription_tier: 'free' });
  });

  it('starts a 7-day trial once, and refuses the second with failed-precondition', async () => {
    const caller = verifiedUser();
    const before = Date.now();
    const started = await trial(caller);
    expect(started).toMatchObject({ subscribed: false, is_trial: true, trial_used: true });
    const days = (Date.parse(started.trial_end ?? '') - before) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(7);
    expect(days).toBeLessThan(7.001);
    expect(await check(caller)).toEqual(started);
    expect(await rejection(trial(caller))).toEqual({
      code: 'failed-precondition',
      message: 'Your 7-day free trial has already been used.',
    });
  });

  it('starts exactly one trial when two calls race', async () => {
    const caller = verifiedUser();
    const results = await Promise.allSettled([trial(caller), trial(caller)]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((result) => result.status === 'rejected');
    expect((refused as PromiseRejectedResult).reason.code).toBe('failed-precondition');
  });

  it('refuses a trial after one that has ended, and to a paying user', async () => {
    const db = await getDatabase();
    const lapsed = verifiedUser();
    await db
      .insertInto('subscriptions')
      .values({
        user_id: lapsed.uid,
        is_trial: true,
        trial_used: true,
        trial_end: new Date(Date.now() - 1000),
      })
      .execute();
    expect((await rejection(trial(lapsed))).code).toBe('failed-precondition');
    const paying = verifiedUser();
    await db
      .insertInto('subscriptions')
      .values({ user_id: paying.uid, subscribed: true, subscription_tier: 'Lifetime' })
      .execute();
    expect(await rejection(trial(paying))).toEqual({
      code: 'failed-precondition',
      message: 'You already have full access, so there is no trial to start.',
    });
  });

  it('refuses a trial to an e-mail that is not verified, recording nothing', async () => {
    const caller = user();
    expect(await rejection(trial(caller))).toEqual({
      code: 'failed-precondition',
      message: 'Please verify your e-mail address before starting your free trial.',
    });
    expect(await check(caller)).toMatchObject({ is_trial: false, trial_used: false });
    expect(await trial({ ...caller, emailVerified: true })).toMatchObject({ is_trial: true });
  });

  it('gives no second trial to a deleted and re-created account with the same e-mail', async () => {
    const name = `traveller.${randomUUID().slice(0, 8)}`;
    const first = verifiedUser(`${name}@gmail.com`);
    await trial(first);
    // Deleting the account removes its rows; the trial claim keeps no user id and stays.
    const db = await getDatabase();
    await db.deleteFrom('subscriptions').where('user_id', '=', first.uid).execute();
    for (const again of [`${name}@gmail.com`, `${name.replace('.', '')}+2@GoogleMail.com`]) {
      expect(await rejection(trial(verifiedUser(again)))).toEqual({
        code: 'failed-precondition',
        message: 'Your 7-day free trial has already been used.',
      });
    }
    // Only the keyed hash of the normalised address is kept.
    const claim = await db
      .selectFrom('trial_claims')
      .selectAll()
      .where('email_hash', '=', trialClaimHash(`${name}@gmail.com`, TRIAL_KEY))
      .executeTakeFirstOrThrow();
    expect(Object.keys(claim).sort()).toEqual(['claimed_at', 'email_hash']);
    // Another address still gets its trial.
    expect(await trial(verifiedUser())).toMatchObject({ is_trial: true });
  });

  it('refuses every trial while TRIAL_CLAIM_HASH_KEY is not configured, never skipping the check', async () => {
    expect(process.env.FUNCTIONS_EMULATOR).toBeUndefined();
    process.env.TRIAL_CLAIM_HASH_KEY = '';
    try {
      const caller = verifiedUser();
      expect(await rejection(trial(caller))).toEqual({
        code: 'failed-precondition',
        message: 'Free trials are not available right now. Please try again later.',
      });
      expect(await check(caller)).toMatchObject({ is_trial: false, trial_used: false });
    } finally {
      process.env.TRIAL_CLAIM_HASH_KEY = TRIAL_KEY;
    }
  });

  it('claims a guest purchase for the verified e-mail only', async () => {
    const db = await getDatabase();
    const email = `${randomUUID()}@example.com`;
    await db
      .insertInto('guest_purchases')
      .values({ email, subscription_tier: 'Nomad Squad', payment_customer_id: 'cus_guest' })
      .execute();
    const buyer = user(email.toUpperCase());
    expect(await check(buyer)).toMatchObject({ subscribed: false }); // e-mail not verified yet
    const request = callableRequest({}, buyer);
    const verified = request.auth && {
      ...request,
      auth: { ...request.auth, token: { ...request.auth.token, email_verified: true } },
    };
    if (!verified) throw new Error('callableRequest gave no auth');
    expect(await checkSubscription.run(verified)).toMatchObject({
      subscribed: true,
      subscription_tier: 'Nomad Squad',
    });
    const left = await db
      .selectFrom('guest_purchases')
      .select('email')
      .where('email', '=', email)
      .execute();
    expect(left).toEqual([]);
  });

  it('refuses guests and payloads with fields', async () => {
    expect(await rejection(Promise.resolve(checkSubscription.run(callableRequest({}))))).toEqual({
      code: 'unauthenticated',
      message: 'Please sign in to continue.',
    });
    expect((await rejection(Promise.resolve(startTrial.run(callableRequest({}))))).code).toBe(
      'unauthenticated',
    );
    expect(
      await rejection(Promise.resolve(startTrial.run(callableRequest({ days: 365 }, user())))),
    ).toEqual({
      code: 'invalid-argument',
      message: 'Unexpected field: days. start-trial takes no fields.',
    });
  });
});
