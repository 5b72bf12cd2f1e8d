/**
 * One contract per backend function: its deployed name, who may call it, the request and response
 * schemas, and the texts it answers with. The functions are defined from these (defineCallable),
 * the site and the e2e client are typed from them, and a test holds contracts and exports together.
 */
import type { AnyContract, CallableContract } from './contract';
import { accountDelete, accountExport } from './accountData';
import { airportSuggestions } from './airports';
import {
  blogPage,
  getBlogPost,
  listBlogDrafts,
  listBlogPosts,
  listBlogWriters,
  publishBlogPost,
  saveBlogDraft,
} from './blog';
import { cityLocation, citySuggestions } from './cities';
import { getClientIp, storeDeviceFingerprint } from './devices';
import { emailUnsubscribe, trialSignupEmail } from './emailSignups';
import { emergencyInfo, getMapsKey, nearbyPlaces } from './location';
import {
  claimDiscount,
  createCheckout,
  createDiscountToken,
  customerPortal,
  paymentsCheckout,
  paymentsWebhook,
} from './payments';
import { getProfile, saveProfile } from './profile';
import { verifyRecaptcha } from './recaptcha';
import { revokeSessions } from './sessions';
import { listPendingReviews, listReviews, moderateReview, submitReview } from './reviews';
import { getRoles, grantRole, listRoleAudit, revokeRole } from './roles';
import { checkItem, importItems, listItems, removeItem, saveItem } from './savedItems';
import { checkSubscription, startTrial } from './subscriptions';
import { getDeviceUsage, getUserUsage, incrementDeviceUsage, incrementUserUsage } from './usage';
import { visaCheck } from './visa';
import { riskInfo } from './risk';
import { currenciesList, currencyConvert, currencyRatesRefresh } from './currency';
import {
  compensationClaimCreate,
  compensationClaimsList,
  compensationEstimate,
} from './compensation';
import {
  assistantChat,
  assistantTranscriptDelete,
  assistantTranscriptsAdminList,
  assistantTranscriptsList,
} from './assistant';
import { itineraryGenerate } from './itinerary';
import { phrasebookLookup } from './phrasebook';
import { aeoEvent, aeoStats } from './aeo';
import { budgetDelete, budgetEstimate, budgetList, budgetSave } from './budget';
import { emailCapturesList, trialEmailsList } from './emailLists';

export * from './accountData';
export * from './assistant';
export * from './itinerary';
export * from './airports';
export * from './blog';
export * from './blogPage';
export * from './cities';
export * from './compensation';
export * from './contract';
export * from './currency';
export * from './devices';
export * from './emailSignups';
export * from './location';
export * from './names';
export * from './payload';
export * from './payments';
export * from './planOrder';
export * from './profile';
export * from './recaptcha';
export * from './reviews';
export * from './roleFlags';
export * from './roles';
export * from './savedItems';
export * from './sessions';
export * from './subscriptions';
export * from './tiers';
export * from './usage';
export * from './visa';
export * from './risk';
export * from './phrasebook';
export * from './aeo';
export * from './budget';
export * from './emailLists';

/** A record keyed by each contract's deployed name. */
function byName<const List extends readonly AnyContract[]>(
  ...list: List
): { [C in List[number] as C['name']]: C } {
  return Object.fromEntries(list.map((contract) => [contract.name, contract])) as never;
}

/** Every contract, by deployed name. */
export const contracts = byName(
  citySuggestions,
  cityLocation,
  airportSuggestions,
  getProfile,
  saveProfile,
  revokeSessions,
  getClientIp,
  storeDeviceFingerprint,
  getRoles,
  grantRole,
  revokeRole,
  listRoleAudit,
  saveItem,
  listItems,
  checkItem,
  removeItem,
  importItems,
  getUserUsage,
  incrementUserUsage,
  getDeviceUsage,
  incrementDeviceUsage,
  verifyRecaptcha,
  createCheckout,
  customerPortal,
  claimDiscount,
  createDiscountToken,
  paymentsWebhook,
  paymentsCheckout,
  checkSubscription,
  startTrial,
  listReviews,
  submitReview,
  moderateReview,
  listPendingReviews,
  listBlogPosts,
  getBlogPost,
  listBlogWriters,
  listBlogDrafts,
  saveBlogDraft,
  publishBlogPost,
  blogPage,
  trialSignupEmail,
  emailUnsubscribe,
  accountExport,
  accountDelete,
  visaCheck,
  riskInfo,
  emergencyInfo,
  nearbyPlaces,
  getMapsKey,
  currenciesList,
  currencyConvert,
  currencyRatesRefresh,
  compensationEstimate,
  compensationClaimCreate,
  compensationClaimsList,
  assistantChat,
  assistantTranscriptsList,
  assistantTranscriptDelete,
  assistantTranscriptsAdminList,
  itineraryGenerate,
  phrasebookLookup,
  aeoEvent,
  aeoStats,
  budgetEstimate,
  budgetSave,
  budgetList,
  budgetDelete,
  emailCapturesList,
  trialEmailsList,
);
export type Contracts = typeof contracts;

/** The deployed names of the callables (the functions a client calls through the web SDK). */
export type CallableName = {
  [Name in keyof Contracts]: Contracts[Name] extends CallableContract ? Name : never;
}[keyof Contracts];
