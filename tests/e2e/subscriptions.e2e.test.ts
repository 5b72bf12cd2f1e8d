import { afterAll, describe, expect, it } from 'vitest';
import {
  adminClient,
  callError,
  guestClient,
  serverMessage,
  signedInClient,
  type WebClient,
} from './webClient';

/** check-subscription and start-trial through the web SDK on the emulators. */

interface Status {
  subscribed: boolean;
  subscription_tier: string;
  subscription_end: string | null;
  is_trial: boolean;
  trial_end: string | null;
  trial_used: boolean;
}

const clients: WebClient[] = [];
async function signedIn(email?: string) {
  const client = await signedInClient(email);
  clients.push(client);
  return client;
}
afterAll(() => Promise.all(clients.map((client) => client.close())));

describe('check-subscription', () => {
  it('refuses a signed-out caller with unauthenticated', async () => {
    const guest = guestClient();
    clients.push(guest);
    expect((await callError(guest.call('check-subscription'))).code).toBe(
      'functions/unauthenticated',
    );
  });

  it('answers free and never trialled for a new account', async () => {
    const user = await signedIn();
    expect(await user.call<Status>('check-subscription')).toEqual({
      subscribed: false,
      subscription_tier: 'free',
      subscription_end: null,
      is_trial: false,
      trial_end: null,
      trial_used: false,
    });
  });

  it('forces the configured admin e-mail to admin_unlimited', async () => {
    const admin = await adminClient();
    clients.push(admin);
    expect(await admin.call<Status>('check-subscription')).toMatchObject({
      subscribed: true,
      subscription_tier: 'admin_unlimited',
    });
  });

  it('refuses a payload with fields', async () => {
    const user = await signedIn();
    const error = await callError(user.call('check-subscription', { uid: 'someone-else' }));
    expect(error.code).toBe('functions/invalid-argument');
    expect(serverMessage(error)).toBe('check-subscription takes no fields.');
  });
});

describe('start-trial', () => {
  it('starts a 7-day trial once; the second call is refused and another user is unaffected', async () => {
    const user = await signedIn();
    const other = await signedIn();
    const started = await user.call<Status>('start-trial');
    expect(started).toMatchObject({ subscribed: false, is_trial: true, trial_used: true });
    const days = (Date.parse(started.trial_end ?? '') - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    expect(await user.call<Status>('check-subscription')).toEqual(started);

    const again = await callError(user.call('start-trial'));
    expect(again.code).toBe('functions/failed-precondition');
    expect(serverMessage(again)).toBe('Your 7-day free trial has already been used.');
    expect(await other.call<Status>('check-subscription')).toMatchObject({ trial_used: false });
  });

  it('refuses signed-out callers and bad payloads', async () => {
    const guest = guestClient();
    clients.push(guest);
    expect((await callError(guest.call('start-trial'))).code).toBe('functions/unauthenticated');
    const user = await signedIn();
    expect((await callError(user.call('start-trial', { days: 30 }))).code).toBe(
      'functions/invalid-argument',
    );
  });
});
