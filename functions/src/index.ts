/**
 * Every Cloud Function the clients may call. Firebase deploys a nested export `a.b` as `a-b`,
 * which is how the functions keep the spec's hyphenated call names (travel.md §7):
 * `city.suggestions` is served as `city-suggestions`.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { setGlobalOptions } from 'firebase-functions/v2';
import { accountDelete, accountExport } from './account/accountData';
import { airportSuggestions } from './airports/airportSuggestions';
import { assistantChat } from './ai/assistantCallable';
import {
  assistantTranscriptDelete,
  assistantTranscriptsAdminList,
  assistantTranscriptsList,
} from './ai/transcriptCallables';
import { defineItineraryGenerate } from './ai/itineraryCallable';
import { osmPointsOfInterest } from './ai/tripData';
import {
  getBlogPost,
  listBlogDrafts,
  listBlogPosts,
  listBlogWriters,
  publishBlogPost,
  saveBlogDraft,
} from './blog/blog';
import { blogPage } from './blog/blogPage';
import { cityLocation } from './cities/cityLocation';
import { citySuggestions } from './cities/citySuggestions';
import {
  compensationClaimCreate,
  compensationClaimsList,
  compensationEstimate,
} from './compensation/compensation';
import { budgetDelete, budgetEstimate, budgetList, budgetSave } from './budget/budget';
import { currenciesList, currencyConvert, currencyRatesRefresh } from './currency/currency';
import { getProfile, saveProfile } from './profile/profile';
import { emergencyInfo } from './location/emergencyInfo';
import { getMapsKey } from './location/getMapsKey';
import { nearbyPlaces } from './location/nearbyPlaces';
import parisPlaces from './location/osmSample/parisRestaurants.json';
import { getClientIp, storeDeviceFingerprint } from './devices/devices';
import { trialSignupEmail } from './emailSignups/trialSignupEmail';
import { emailUnsubscribe } from './emailSignups/unsubscribePage';
import { listEmailCaptures, listTrialEmails } from './emailSignups/emailLists';
import { getRoles, grantRole, listRoleAudit, revokeRole } from './roles/roles';
import { checkItem, importItems, listItems, removeItem, saveItem } from './savedItems/savedItems';
import { createCheckout, customerPortal } from './payments/checkout';
import { claimDiscount, createDiscountToken } from './payments/discounts';
import { paymentsCheckout } from './payments/localCheckoutPage';
import { paymentsWebhook } from './payments/webhook';
import { checkSubscription, startTrial } from './subscriptions/subscriptionFunctions';
import { verifyRecaptcha } from './recaptcha/verifyRecaptcha';
import { revokeSessions } from './sessions/revokeSessions';
import { listPendingReviews, listReviews, moderateReview, submitReview } from './reviews/reviews';
import {
  getDeviceUsage,
  getUserUsage,
  incrementDeviceUsage,
  incrementUserUsage,
} from './usage/usage';
import { visaCheck } from './visa/visaCheck';
import { riskInfo } from './risk/riskInfo';
import { phrasebookLookup } from './phrasebook/phrasebookLookup';
import { readAeoStats, recordAeoEvent } from './aeo/aeo';

if (getApps().length === 0) initializeApp();
setGlobalOptions({ region: 'us-central1', maxInstances: 20 });

export const city = { suggestions: citySuggestions, location: cityLocation };
export const airport = { suggestions: airportSuggestions };
export const get = {
  profile: getProfile,
  user: { usage: getUserUsage },
  device: { usage: getDeviceUsage },
  client: { ip: getClientIp },
  roles: getRoles,
  maps: { key: getMapsKey },
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
export const revoke = { role: revokeRole, sessions: revokeSessions };
export const list = { role: { audit: listRoleAudit } };
export const reviews = {
  list: listReviews,
  submit: submitReview,
  moderate: moderateReview,
  pending: listPendingReviews,
};
export const trial = { signup: { email: trialSignupEmail }, emails: { list: listTrialEmails } };
export const blog = {
  list: listBlogPosts,
  get: getBlogPost,
  writers: listBlogWriters,
  drafts: listBlogDrafts,
  draft: { save: saveBlogDraft },
  publish: publishBlogPost,
  page: blogPage,
};
export const email = { unsubscribe: emailUnsubscribe, captures: { list: listEmailCaptures } };
export const account = { export: accountExport, delete: accountDelete };
export const visa = { check: visaCheck };
export const risk = { info: riskInfo };
export const emergency = { info: emergencyInfo };
export const nearby = { places: nearbyPlaces };
export const currency = { convert: currencyConvert, rates: { refresh: currencyRatesRefresh } };
export const currencies = { list: currenciesList };
export const compensation = {
  estimate: compensationEstimate,
  claim: { create: compensationClaimCreate },
  claims: { list: compensationClaimsList },
};
export const budget = {
  estimate: budgetEstimate,
  save: budgetSave,
  list: budgetList,
  delete: budgetDelete,
};
export const assistant = {
  chat: assistantChat,
  transcripts: { list: assistantTranscriptsList, admin: { list: assistantTranscriptsAdminList } },
  transcript: { delete: assistantTranscriptDelete },
};
// Plans name only places of the OpenStreetMap extract the repo ships (location/osmSample).
export const itinerary = { generate: defineItineraryGenerate(osmPointsOfInterest(parisPlaces)) };
export const phrasebook = { lookup: phrasebookLookup };
export const aeo = { event: recordAeoEvent, stats: readAeoStats };
