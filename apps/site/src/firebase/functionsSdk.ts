/** What the callables need from Firebase Functions, in the lazily loaded SDK chunk (see `sdk.ts`). */
export { functions } from './client';
export { httpsCallable } from 'firebase/functions';
