/**
 * Every Cloud Function the clients may call. Firebase deploys a nested export `a.b` as `a-b`,
 * which is how the functions keep the spec's hyphenated call names (travel.md §7):
 * `city.suggestions` is served as `city-suggestions`.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { setGlobalOptions } from 'firebase-functions/v2';
import { airportSuggestions } from './airports/airportSuggestions';
import { citySuggestions } from './cities/citySuggestions';
import { getProfile, saveProfile } from './profile/profile';
import { getClientIp, storeDeviceFingerprint } from './devices/devices';
import { trialSignupEmail } from './emailSignups/trialSignupEmail';
import { emailUnsubscribe } from './emailSignups/unsubscribePage';
import { getRoles, grantRole, listRoleAudit, revokeRole } from './roles/roles';
import { checkItem, importItems, listItems, removeItem, saveItem } from './savedItems/savedItems';
import { createCheckout, customerPortal } from './payments/checkout';
import { claimDiscount, createDiscountToken } from './payments/discounts';
import { paymentsCheckout } from './payments/localCheckoutPage';
import { paymentsWebhook } from './payments/webhook';
import { checkSubscription, startTrial } from './subscriptions/subscriptionFunctions';
import { verifyRecaptcha } from './recaptcha/verifyRecaptcha';
import { listPendingReviews, listReviews, moderateReview, submitReview } from './reviews/reviews';
import {
  getDeviceUsage,
  getUserUsage,
  incrementDeviceUsage,
  incrementUserUsage,
} from './usage/usage';

if (getApps().length === 0) initializeApp();
setGlobalOptions({ region: 'us-central1', maxInstances: 20 });

export const city = { suggestions: citySuggestions };
export const airport = { suggestions: airportSuggestions };
export const get = {
  profile: getProfile,
  user: { usage: getUserUsage },
  device: { usage: getDeviceUsage },
  client: { ip: getClientIp },
  roles: getRoles,
};
export const save = { profile: saveProfile };
export const check = { subscription: checkSubscription };
export const start = { trial: startTrial };
export const create = { checkout: createCheckout, discount: { token: createDiscountToken } };
export const customer = { portal: customerPortal };
export const claim = { discount: claimDiscount };
export const payments = { webhook: paymentsWebhook, checkout: paymentsCheckout };
export const increment = {
  user: { usage: incrementUserUsage },
  device: { usage: incrementDeviceUsage },
};
export const verify = { recaptcha: verifyRecaptcha };
export const saved = {
  items: {
    save: saveItem,
    list: listItems,
    check: checkItem,
    remove: removeItem,
    import: importItems,
  },
};
export const store = { device: { fingerprint: storeDeviceFingerprint } };
export const grant = { role: grantRole };
export const revoke = { role: revokeRole };
export const list = { role: { audit: listRoleAudit } };
export const reviews = {
  list: listReviews,
  submit: submitReview,
  moderate: moderateReview,
  pending: listPendingReviews,
};
export const trial = { signup: { email: trialSignupEmail } };
export const email = { unsubscribe: emailUnsubscribe };
