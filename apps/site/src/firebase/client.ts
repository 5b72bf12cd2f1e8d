import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
} from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions } from 'firebase/functions';

/*
 * The Firebase SDK set-up. Only ever imported by chunks loaded after the first paint (through
 * `sdk.ts`'s loaders, or by lazy modules), so the SDK is never part of the first load.
 */

export { callableUrl } from './callableUrl';

const env = import.meta.env;

export const firebaseApp = initializeApp({
  apiKey: env.VITE_FIREBASE_API_KEY,
  projectId: env.VITE_FIREBASE_PROJECT_ID,
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
  appId: env.VITE_FIREBASE_APP_ID,
});

// initializeAuth rather than getAuth: getAuth adds the popup/redirect resolver, which loads
// apis.google.com's script on every page; the site signs in with e-mail and password only.
export const auth = initializeAuth(firebaseApp, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence],
});
export const functions = getFunctions(firebaseApp, 'us-central1');

const emulatorHost = env.VITE_FIREBASE_EMULATOR_HOST;
if (emulatorHost) {
  connectAuthEmulator(auth, `http://${emulatorHost}:9099`, { disableWarnings: true });
  connectFunctionsEmulator(functions, emulatorHost, 5001);
}
