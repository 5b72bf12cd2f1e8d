/** What the session needs from Firebase Auth, in the lazily loaded SDK chunk (see `sdk.ts`). */
export { auth } from './client';
export {
  createUserWithEmailAndPassword,
  onAuthStateChanged,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
} from 'firebase/auth';
