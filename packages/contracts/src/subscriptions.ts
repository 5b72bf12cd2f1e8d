/** The caller's subscription and the 7-day trial (travel.md §3, §7). */
import { z } from 'zod';
import { defineCallableContract } from './contract';
import { FUNCTION_NAMES, SUBSCRIPTION_TIERS, TRIAL_DAYS } from './names';
import { isoTimestamp, noFields } from './payload';

/**
 * The subscription state a user sees. trial_end and trial_used stay after a trial ends, so the
 * client can tell "trial expired" from "never trialled".
 */
export const subscriptionStatus = z.strictObject({
  subscribed: z.boolean(),
  subscription_tier: z.enum(SUBSCRIPTION_TIERS),
  subscription_end: isoTimestamp.nullable(),
  is_trial: z.boolean(),
  trial_end: isoTimestamp.nullable(),
  trial_used: z.boolean(),
});
export type SubscriptionStatus = z.infer<typeof subscriptionStatus>;

/** `check-subscription` {} → the caller's subscription state. */
export const checkSubscription = defineCallableContract({
  name: FUNCTION_NAMES.checkSubscription,
  access: 'signedIn',
  request: noFields(FUNCTION_NAMES.checkSubscription),
  response: subscriptionStatus,
  errors: {},
});

/** `start-trial` {} → the new state: a 7-day trial without a card, once per user ever. */
export const startTrial = defineCallableContract({
  name: FUNCTION_NAMES.startTrial,
  access: 'signedIn',
  request: noFields(FUNCTION_NAMES.startTrial),
  response: subscriptionStatus,
  errors: {
    trialUsed: `Your ${TRIAL_DAYS}-day free trial has already been used.`,
    alreadySubscribed: 'You already have full access, so there is no trial to start.',
    /** A trial is remembered by its verified e-mail, so an unverified one cannot start it. */
    emailNotVerified: 'Please verify your e-mail address before starting your free trial.',
    /** The server cannot record the trial (TRIAL_CLAIM_HASH_KEY is not configured). */
    unavailable: 'Free trials are not available right now. Please try again later.',
  },
});
