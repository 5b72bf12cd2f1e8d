import type {
  CallableName,
  Contracts,
  CitySuggestion,
  Profile,
  RequestOf,
  ResponseOf,
} from '@voyagent/contracts';
import { FUNCTION_NAMES } from '@voyagent/contracts/names';
import { httpsCallable } from 'firebase/functions';
import { functions } from './client';

// Types only from the contracts (no zod in the bundle); the names are plain strings.
export type { CitySuggestion, Profile };

/** The call of one backend function, typed by its contract. */
const callable =
  <Name extends CallableName>(name: Name) =>
  async (request: RequestOf<Contracts[Name]>): Promise<ResponseOf<Contracts[Name]>> =>
    (await httpsCallable<typeof request, ResponseOf<Contracts[Name]>>(functions, name)(request))
      .data;

export const backend = {
  citySuggestions: callable(FUNCTION_NAMES.citySuggestions),
  airportSuggestions: callable(FUNCTION_NAMES.airportSuggestions),
  saveProfile: callable(FUNCTION_NAMES.saveProfile),
  getProfile: callable(FUNCTION_NAMES.getProfile),
  reviewsList: callable(FUNCTION_NAMES.reviewsList),
  savedItemsSave: callable(FUNCTION_NAMES.savedItemsSave),
  savedItemsRemove: callable(FUNCTION_NAMES.savedItemsRemove),
  savedItemsCheck: callable(FUNCTION_NAMES.savedItemsCheck),
  savedItemsImport: callable(FUNCTION_NAMES.savedItemsImport),
  verifyRecaptcha: callable(FUNCTION_NAMES.verifyRecaptcha),
  checkSubscription: callable(FUNCTION_NAMES.checkSubscription),
  startTrial: callable(FUNCTION_NAMES.startTrial),
  createCheckout: callable(FUNCTION_NAMES.createCheckout),
  customerPortal: callable(FUNCTION_NAMES.customerPortal),
  claimDiscount: callable(FUNCTION_NAMES.claimDiscount),
  getClientIp: callable(FUNCTION_NAMES.getClientIp),
  storeDeviceFingerprint: callable(FUNCTION_NAMES.storeDeviceFingerprint),
  getUserUsage: callable(FUNCTION_NAMES.getUserUsage),
  incrementUserUsage: callable(FUNCTION_NAMES.incrementUserUsage),
  getDeviceUsage: callable(FUNCTION_NAMES.getDeviceUsage),
  incrementDeviceUsage: callable(FUNCTION_NAMES.incrementDeviceUsage),
  getRoles: callable(FUNCTION_NAMES.getRoles),
  grantRole: callable(FUNCTION_NAMES.grantRole),
  revokeRole: callable(FUNCTION_NAMES.revokeRole),
  listRoleAudit: callable(FUNCTION_NAMES.listRoleAudit),
  trialSignupEmail: callable(FUNCTION_NAMES.trialSignupEmail),
};
