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
};
