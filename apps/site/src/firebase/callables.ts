import { httpsCallable } from 'firebase/functions';
import { functions } from './client';

/** The backend's answers, as its functions declare them (functions/src). */
export interface CitySuggestion {
  name: string;
  country: string;
  displayName: string;
}

export interface Profile {
  email: string;
  fullName: string;
}

const callable =
  <Request, Response>(name: string) =>
  async (request: Request): Promise<Response> =>
    (await httpsCallable<Request, Response>(functions, name)(request)).data;

export const backend = {
  citySuggestions: callable<{ query: string }, { cities: CitySuggestion[] }>('city-suggestions'),
  saveProfile: callable<{ fullName: string }, Profile>('save-profile'),
  getProfile: callable<Record<string, never>, Profile>('get-profile'),
};
