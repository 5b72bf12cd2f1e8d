import { randomUUID } from 'node:crypto';
import type { PurchasableTier } from '@voyagent/contracts';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { callableRequest } from '../../test/callableRequest';
import { getDatabase } from '../db/database';
import { checkSubscription } from '../subscriptions/subscriptionFunctions';
import { applyPaymentEvent } from './applyPaymentEvent';
import type { PaymentEvent } from './provider';

/** Issue 8: a purchase never replaces a better plan; the other purchase is held, never lost. */

beforeAll(() => {
  process.env.DATABASE_URL = inject('databaseUrl');
});

const account = () => {
  const email = `${randomUUID()}@example.com`;
  return { uid: `user-${randomUUID()}`, email, emailVerified: true };
};
type Account = ReturnType<typeof account>;

/** A paid checkout, as the webhook reduces it: by a signed-in buyer (uid) or a guest (e-mail). */
async function purchase(tier: PurchasableTier, buyer: { uid?: string; email: string }) {
  const subscriptionId = tier === 'Lifetime' ? null : `sub_${randomUUID()}`;
  const event: PaymentEvent = {
    id: `evt_${randomUUID()}`,
    kind: 'checkout-completed',
    uid: buyer.uid ?? null,
    email: buyer.email,
    tier,
    customerId: `cus_${randomUUID()}`,
    subscriptionId,
    discountToken: null,
    checkoutId: null,
  };
  expect(await applyPaymentEvent(await getDatabase(), event)).toBe('applied');
  return subscriptionId;
}

const status = (caller: Account) =>
  Promise.resolve(checkSubscription.run(callableRequest({}, caller)));

async function purchasesOf(email: string) {
  const db = await getDatabase();
  return db
    .selectFrom('guest_purchases')
    .select(['subscription_tier', 'status', 'held_for_user_id'])
    .where('email', '=', email.toLowerCase())
    .orderBy('id')
    .execute();
}

describe(`purchases never downgrade a plan, on ${inject('databaseKind')}`, () => {
  it('keeps an account’s Lifetime when a guest buys Globetrotter with its e-mail, holding that purchase', async () => {
    const owner = account();
    await purchase('Lifetime', owner);
    // Someone else pays at a guest checkout with the owner's address.
    await purchase('Globetrotter', { email: owner.email.toUpperCase() });
    expect(await status(owner)).toMatchObject({ subscribed: true, subscription_tier: 'Lifetime' });
    expect(await purchasesOf(owner.email)).toEqual([
      { subscription_tier: 'Globetrotter', status: 'held', held_for_user_id: owner.uid },
    ]);
    // The held purchase is not claimed by later checks either.
    expect(await status(owner)).toMatchObject({ subscription_tier: 'Lifetime' });
  });

  it('keeps the account on its own subscription when the held one is cancelled', async () => {
    const owner = account();
    await purchase('Jetsetter', owner);
    const guestSubscription = await purchase('Jetsetter', { email: owner.email });
    await status(owner);
    // The guest buyer cancels: only the held purchase ends, never the account's plan.
    await applyPaymentEvent(await getDatabase(), {
      id: `evt_${randomUUID()}`,
      kind: 'subscription-changed',
      subscriptionId: guestSubscription ?? '',
      active: false,
      tier: null,
      end: new Date(),
    });
    expect(await status(owner)).toMatchObject({ subscribed: true, subscription_tier: 'Jetsetter' });
    expect(await purchasesOf(owner.email)).toEqual([
      { subscription_tier: 'Jetsetter', status: 'held', held_for_user_id: owner.uid },
    ]);
  });

  it('moves a better guest purchase onto the account', async () => {
    const owner = account();
    await purchase('Globetrotter', owner);
    await purchase('Nomad Squad', { email: owner.email });
    expect(await status(owner)).toMatchObject({ subscription_tier: 'Nomad Squad' });
    expect(await purchasesOf(owner.email)).toEqual([]);
  });

  it('keeps the better of two guest purchases waiting for one e-mail and holds the other', async () => {
    const email = `${randomUUID()}@example.com`;
    await purchase('Lifetime', { email });
    await purchase('Globetrotter', { email });
    expect(await purchasesOf(email)).toEqual([
      { subscription_tier: 'Lifetime', status: 'pending', held_for_user_id: null },
      { subscription_tier: 'Globetrotter', status: 'held', held_for_user_id: null },
    ]);
    const laterEmail = `${randomUUID()}@example.com`;
    await purchase('Globetrotter', { email: laterEmail });
    await purchase('Lifetime', { email: laterEmail });
    expect(await purchasesOf(laterEmail)).toEqual([
      { subscription_tier: 'Globetrotter', status: 'held', held_for_user_id: null },
      { subscription_tier: 'Lifetime', status: 'pending', held_for_user_id: null },
    ]);
    const buyer = { ...account(), email: laterEmail };
    expect(await status(buyer)).toMatchObject({ subscription_tier: 'Lifetime' });
  });

  it('holds a signed-in buyer’s second purchase when it is not better than the plan held', async () => {
    const buyer = account();
    await purchase('Nomad Squad', buyer);
    await purchase('Jetsetter', buyer);
    expect(await status(buyer)).toMatchObject({ subscription_tier: 'Nomad Squad' });
    expect(await purchasesOf(buyer.email)).toEqual([
      { subscription_tier: 'Jetsetter', status: 'held', held_for_user_id: buyer.uid },
    ]);
    await purchase('Lifetime', buyer);
    expect(await status(buyer)).toMatchObject({ subscription_tier: 'Lifetime' });
  });
});
