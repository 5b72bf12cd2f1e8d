import { HttpsError } from 'firebase-functions/v2/https';
import { z } from 'zod';
import { isUnlimitedAdmin } from '../config/config';
import { getDatabase } from '../db/database';
import { signedInCallable, type SignedInContext } from '../http/defineCallable';
import { claimGuestPurchase, readSubscription, startTrialOnce } from './subscriptionStore';
import {
  subscriptionStatus,
  TRIAL_USED_MESSAGE,
  trialRefusal,
  type SubscriptionStatus,
} from './subscriptionStatus';

const noFields = (name: string) => z.strictObject({}, { error: `${name} takes no fields.` });

async function currentStatus(context: SignedInContext, now: Date): Promise<SubscriptionStatus> {
  const db = await getDatabase();
  if (context.email && context.emailVerified) {
    await claimGuestPurchase(db, context.uid, context.email);
  }
  const row = await readSubscription(db, context.uid);
  return subscriptionStatus(row, { unlimitedAdmin: isUnlimitedAdmin(context) }, now);
}

/** `check-subscription` {} → the caller's subscription state (travel.md §3, §7). */
export const checkSubscription = signedInCallable({
  name: 'check-subscription',
  input: noFields('check-subscription'),
  handler: (_input, context) => currentStatus(context, new Date()),
});

/** `start-trial` {} → the new state: a 7-day trial without a card, once per user ever. */
export const startTrial = signedInCallable({
  name: 'start-trial',
  input: noFields('start-trial'),
  handler: async (_input, context): Promise<SubscriptionStatus> => {
    const now = new Date();
    const refusal = trialRefusal(await currentStatus(context, now));
    if (refusal) throw new HttpsError('failed-precondition', refusal);
    const db = await getDatabase();
    if (!(await startTrialOnce(db, context.uid, context.email ?? '', now))) {
      throw new HttpsError('failed-precondition', TRIAL_USED_MESSAGE);
    }
    return currentStatus(context, now);
  },
});
