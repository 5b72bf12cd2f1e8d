/**
 * Every Cloud Function the clients may call. Firebase deploys a nested export `a.b` as `a-b`,
 * which is how the functions keep the spec's hyphenated call names (travel.md §7):
 * `city.suggestions` is served as `city-suggestions`.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { setGlobalOptions } from 'firebase-functions/v2';
import { citySuggestions } from './cities/citySuggestions';
import { getProfile, saveProfile } from './profile/profile';

if (getApps().length === 0) initializeApp();
setGlobalOptions({ region: 'us-central1', maxInstances: 20 });

export const city = { suggestions: citySuggestions };
export const get = { profile: getProfile };
export const save = { profile: saveProfile };
