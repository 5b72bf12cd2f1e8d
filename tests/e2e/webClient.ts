import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  getAuth,
  signInWithEmailAndPassword,
  type User,
} from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { FunctionsError } from 'firebase/functions';
import { PORTS, PROJECT_ID } from '../../scripts/lib/stack.mjs';

/**
 * A client as the site is one: the Firebase web SDK on the emulators, each with its own app so
 * tests can hold a guest, a user and an admin side by side.
 */
export interface WebClient {
  app: FirebaseApp;
  user: User | null;
  /** Calls a function by its deployed name; resolves to the result, rejects with FunctionsError. */
  call<Result = unknown>(name: string, data?: unknown): Promise<Result>;
  close(): Promise<void>;
}

function newApp(): FirebaseApp {
  const app = initializeApp({ apiKey: 'demo-key', projectId: PROJECT_ID }, `test-${randomUUID()}`);
  connectAuthEmulator(getAuth(app), `http://127.0.0.1:${PORTS.auth}`, { disableWarnings: true });
  connectFunctionsEmulator(getFunctions(app, 'us-central1'), '127.0.0.1', PORTS.functions);
  return app;
}

function client(app: FirebaseApp, user: User | null): WebClient {
  const functions = getFunctions(app, 'us-central1');
  return {
    app,
    user,
    async call<Result>(name: string, data: unknown = {}) {
      const result = await httpsCallable<unknown, Result>(functions, name)(data);
      return result.data;
    },
    close: () => deleteApp(app),
  };
}

/** A signed-out visitor. */
export function guestClient(): WebClient {
  return client(newApp(), null);
}

/** A new account on the Auth emulator (unique e-mail unless given), signed in. */
export async function signedInClient(
  email = `user-${randomUUID()}@example.com`,
): Promise<WebClient> {
  const app = newApp();
  const auth = getAuth(app);
  const password = 'Str0ng!Passw0rd';
  const credential = await createUserWithEmailAndPassword(auth, email, password).catch(
    async (error: unknown) => {
      // The account may exist from an earlier test (a fixed e-mail such as the admin's).
      if ((error as { code?: string }).code !== 'auth/email-already-in-use') throw error;
      return signInWithEmailAndPassword(auth, email, password);
    },
  );
  return client(app, credential.user);
}

/** The rejection of a call, for asserting its code (e.g. `functions/invalid-argument`). */
export async function callError(promise: Promise<unknown>): Promise<FunctionsError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof FunctionsError) return error;
    throw error;
  }
  throw new Error('Expected the call to be refused, but it succeeded.');
}
