import type {
  CallableName,
  Contracts,
  CitySuggestion,
  Profile,
  RequestOf,
  ResponseOf,
} from '@voyagent/contracts';
import { FUNCTION_NAMES } from '@voyagent/contracts/names';
import { postCallable } from './callableProtocol';
import { isGuestWithoutSdk, loadFunctionsSdk } from './sdk';

// Types only from the contracts (no zod in the bundle); the names are plain strings.
export type { CitySuggestion, Profile };

/**
 * The call of one backend function, typed by its contract. A guest's page posts it over plain
 * HTTP; otherwise the SDK, loaded on the first call, sends it with the user's token.
 */
const callable =
  <Name extends CallableName>(name: Name) =>
  async (request: RequestOf<Contracts[Name]>): Promise<ResponseOf<Contracts[Name]>> => {
    if (await isGuestWithoutSdk()) {
      return (await postCallable(name, request)) as ResponseOf<Contracts[Name]>;
    }
    const { functions, httpsCallable } = await loadFunctionsSdk();
    return (
      await httpsCallable<typeof request, ResponseOf<Contracts[Name]>>(functions, name)(request)
    ).data;
  };

export const backend = {
  citySuggestions: callable(FUNCTION_NAMES.citySuggestions),
  cityLocation: callable(FUNCTION_NAMES.cityLocation),
  airportSuggestions: callable(FUNCTION_NAMES.airportSuggestions),
  saveProfile: callable(FUNCTION_NAMES.saveProfile),
  revokeSessions: callable(FUNCTION_NAMES.revokeSessions),
  getProfile: callable(FUNCTION_NAMES.getProfile),
  reviewsList: callable(FUNCTION_NAMES.reviewsList),
  savedItemsSave: callable(FUNCTION_NAMES.savedItemsSave),
  savedItemsList: callable(FUNCTION_NAMES.savedItemsList),
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
  blogList: callable(FUNCTION_NAMES.blogList),
  blogGet: callable(FUNCTION_NAMES.blogGet),
  blogWriters: callable(FUNCTION_NAMES.blogWriters),
  blogDrafts: callable(FUNCTION_NAMES.blogDrafts),
  blogDraftSave: callable(FUNCTION_NAMES.blogDraftSave),
  blogPublish: callable(FUNCTION_NAMES.blogPublish),
  accountExport: callable(FUNCTION_NAMES.accountExport),
  accountDelete: callable(FUNCTION_NAMES.accountDelete),
  visaCheck: callable(FUNCTION_NAMES.visaCheck),
  riskInfo: callable(FUNCTION_NAMES.riskInfo),
  currenciesList: callable(FUNCTION_NAMES.currenciesList),
  currencyConvert: callable(FUNCTION_NAMES.currencyConvert),
  compensationEstimate: callable(FUNCTION_NAMES.compensationEstimate),
  compensationClaimCreate: callable(FUNCTION_NAMES.compensationClaimCreate),
  compensationClaimsList: callable(FUNCTION_NAMES.compensationClaimsList),
  budgetEstimate: callable(FUNCTION_NAMES.budgetEstimate),
  budgetSave: callable(FUNCTION_NAMES.budgetSave),
  budgetList: callable(FUNCTION_NAMES.budgetList),
  budgetDelete: callable(FUNCTION_NAMES.budgetDelete),
  emergencyInfo: callable(FUNCTION_NAMES.emergencyInfo),
  nearbyPlaces: callable(FUNCTION_NAMES.nearbyPlaces),
  getMapsKey: callable(FUNCTION_NAMES.getMapsKey),
  assistantChat: callable(FUNCTION_NAMES.assistantChat),
  assistantTranscriptsList: callable(FUNCTION_NAMES.assistantTranscriptsList),
  assistantTranscriptDelete: callable(FUNCTION_NAMES.assistantTranscriptDelete),
  assistantTranscriptsAdminList: callable(FUNCTION_NAMES.assistantTranscriptsAdminList),
  itineraryGenerate: callable(FUNCTION_NAMES.itineraryGenerate),
  phrasebookLookup: callable(FUNCTION_NAMES.phrasebookLookup),
  aeoEvent: callable(FUNCTION_NAMES.aeoEvent),
  aeoStats: callable(FUNCTION_NAMES.aeoStats),
  emailCapturesList: callable(FUNCTION_NAMES.emailCapturesList),
  trialEmailsList: callable(FUNCTION_NAMES.trialEmailsList),
};

export type Backend = typeof backend;
