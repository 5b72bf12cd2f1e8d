import { randomUUID } from 'node:crypto';
import { deleteUser } from 'firebase/auth';
import { describe, expect, it } from 'vitest';
import { callError, clientsClosedAfterAll, serverMessage, verifyEmail } from './webClient';

/** check-subscription and start-trial through the web SDK on the emulators. */

const clients = clientsClosedAfterAll();
const { signedIn } = clients;
/** A signed-in account with its e-mail verified, as a trial needs. */
async function verified(email?: string) {
  const client = await signedIn(email);
  await verifyEmail(client);
  return client;
}

describe('check-subscription', () => {
  it('refuses a signed-out caller with unauthenticated', async () => {
    const guest = clients.guest();
    expect((await callError(guest.call('check-subscription'))).code).toBe(
      'functions/unauthenticated',
    );
  });

  it('answers free and never trialled for a new account', async () => {
    const user = await signedIn();
    expect(await user.call('check-subscription')).toEqual({
      subscribed: false,
      subscription_tier: 'free',
      subscription_end: null,
      is_trial: false,
      trial_end: null,
      trial_used: false,
    });
  });

  it('forces the configured admin e-mail to admin_unlimited', async () => {
    const admin = await clients.admin();
    expect(await admin.call('check-subscription')).toMatchObject({
      subscribed: true,
      subscription_tier: 'admin_unlimited',
    });
  });

  it('refuses a payload with fields', async () => {
    const user = await signedIn();
    const error = await callError(
      user.callUnchecked('check-subscription', { uid: 'someone-else' }),
    );
    expect(error.code).toBe('functions/invalid-argument');
    expect(serverMessage(error)).toBe('Unexpected field: uid. check-subscription takes no fields.');
  });
});

describe('start-trial', () => {
  it('starts a 7-day trial once; the second call is refused and another user is unaffected', async () => {
    const user = await verified();
    const other = await verified();
    const started = await user.call('start-trial');
    expect(started).toMatchObject({ subscribed: false, is_trial: true, trial_used: true });
    const days = (Date.parse(started.trial_end ?? '') - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    expect(await user.call('check-subscription')).toEqual(started);

    const again = await callError(user.call('start-trial'));
    expect(again.code).toBe('functions/failed-precondition');
    expect(serverMessage(again)).toBe('Your 7-day free trial has already been used.');
    expect(await other.call('check-subscription')).toMatchObject({ trial_used: false });
  });

  it('refuses an account whose e-mail is not verified yet', async () => {
    const user = await signedIn();
    const error = await callError(user.call('start-trial'));
    expect(error.code).toBe('functions/failed-precondition');
    expect(serverMessage(error)).toBe(
      'Please verify your e-mail address before starting your free trial.',
    );
    await verifyEmail(user);
    expect(await user.call('start-trial')).toMatchObject({ is_trial: true });
  });

  it('gives no second trial to a deleted and re-created account with the same e-mail', async () => {
    const address = `traveller.${randomUUID().slice(0, 8)}@gmail.com`;
    const first = await verified(address);
    expect(await first.call('start-trial')).toMatchObject({ is_trial: true });
    const firstUser = first.user;
    if (!firstUser) throw new Error('verified() gave no user');
    await deleteUser(firstUser);
    // The same mailbox signs up again, under another Gmail spelling of its address.
    const again = await verified(address.replace('.', '').replace('@', '+again@'));
    expect(again.user?.uid).not.toBe(firstUser.uid);
    expect(await again.call('check-subscription')).toMatchObject({ trial_used: false });
    const error = await callError(again.call('start-trial'));
    expect(error.code).toBe('functions/failed-precondition');
    expect(serverMessage(error)).toBe('Your 7-day free trial has already been used.');
  });

  it('refuses signed-out callers and bad payloads', async () => {
    const guest = clients.guest();
    expect((await callError(guest.call('start-trial'))).code).toBe('functions/unauthenticated');
    const user = await signedIn();
    expect((await callError(user.callUnchecked('start-trial', { days: 30 }))).code).toBe(
      'functions/invalid-argument',
    );
  });
});
