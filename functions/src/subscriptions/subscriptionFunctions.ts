import {
  checkSubscription as checkContract,
  startTrial as trialContract,
  type SubscriptionStatus,
} from '@voyagent/contracts';
import { HttpsError } from 'firebase-functions/v2/https';
import { isUnlimitedAdmin, serverConfig } from '../config/config';
import { refuseUnconfigured } from '../config/providers';
import { TRIAL_CLAIM_HASH_KEY } from '../config/secrets';
import { readAccountPlan } from '../db/accounts';
import { getDatabase } from '../db/database';
import { defineCallable, type SignedInContext } from '../http/defineCallable';
import { claimGuestPurchase, startTrialOnce } from './subscriptionStore';
import { subscriptionStatus, trialRefusal } from './subscriptionStatus';
import { trialClaimHash } from './trialClaims';

async function currentStatus(context: SignedInContext, now: Date): Promise<SubscriptionStatus> {
  const db = await getDatabase();
  if (context.email && context.emailVerified) {
    await claimGuestPurchase(db, context.uid, context.email);
  }
  const row = await readAccountPlan(db, context.uid);
  return subscriptionStatus(row, { unlimitedAdmin: isUnlimitedAdmin(context) }, now);
}

/** `check-subscription` {} → the caller's subscription state (travel.md §3, §7). */
export const checkSubscription = defineCallable(checkContract, (_request, context) =>
  currentStatus(context, new Date()),
);

/** The key trial claims are hashed under: without it no trial can be remembered, so none starts. */
function trialClaimKey(): string {
  const key = serverConfig().TRIAL_CLAIM_HASH_KEY;
  if (!key) {
    refuseUnconfigured({
      name: 'start-trial',
      key: 'TRIAL_CLAIM_HASH_KEY',
      unavailable: trialContract.errors.unavailable,
    });
  }
  return key;
}

/**
 * `start-trial` {} → the new state: a 7-day trial without a card, once per verified e-mail ever
 * (a deleted and re-created account gets none) and once per user.
 */
export const startTrial = defineCallable(
  trialContract,
  async (_request, context): Promise<SubscriptionStatus> => {
    const now = new Date();
    const refusal = trialRefusal(await currentStatus(context, now));
    if (refusal) throw new HttpsError('failed-precondition', refusal);
    const { uid, email, emailVerified } = context;
    if (!email || !emailVerified) {
      throw new HttpsError('failed-precondition', trialContract.errors.emailNotVerified);
    }
    const emailHash = trialClaimHash(email, trialClaimKey());
    const db = await getDatabase();
    if (!(await startTrialOnce(db, { uid, email, emailHash }, now))) {
      throw new HttpsError('failed-precondition', trialContract.errors.trialUsed);
    }
    return currentStatus(context, now);
  },
  { secrets: [TRIAL_CLAIM_HASH_KEY] },
);
