import { randomUUID } from 'node:crypto';
import type {
  CallableContract,
  CallableName,
  Contracts,
  RequestOf,
  ResponseOf,
} from '@voyagent/contracts';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  applyActionCode,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  getAuth,
  sendEmailVerification,
  signInWithEmailAndPassword,
  type User,
} from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { FunctionsError } from 'firebase/functions';
import { afterAll } from 'vitest';
import { EMULATOR_ADMIN_EMAIL } from '../../scripts/lib/emulatorEnv.mjs';
import { AUTH_URL, PORTS, PROJECT_ID } from '../../scripts/lib/stack.mjs';

/** A function to call: its contract, or its deployed name. */
type Target = CallableName | CallableContract;
type ContractOf<T extends Target> = T extends CallableName ? Contracts[T] : T;

/**
 * A client as the site is one: the Firebase web SDK on the emulators, each with its own app so
 * tests can hold a guest, a user and an admin side by side.
 */
export interface WebClient {
  app: FirebaseApp;
  user: User | null;
  /**
   * Calls a function (by contract or deployed name) with a request its contract allows; resolves
   * to the answer the contract describes, rejects with FunctionsError.
   */
  call<T extends Target>(
    target: T,
    data?: NoInfer<RequestOf<ContractOf<T>>>,
  ): Promise<ResponseOf<ContractOf<T>>>;
  /** A call with a payload its contract does not allow, to test how the function refuses it. */
  callUnchecked(target: Target, data: unknown): Promise<unknown>;
  close(): Promise<void>;
}

/** UNLIMITED_ADMIN_EMAIL in the emulator's generated functions/.env.local. */
const ADMIN_EMAIL = EMULATOR_ADMIN_EMAIL;

function newApp(): FirebaseApp {
  const app = initializeApp({ apiKey: 'demo-key', projectId: PROJECT_ID }, `test-${randomUUID()}`);
  connectAuthEmulator(getAuth(app), `http://127.0.0.1:${PORTS.auth}`, { disableWarnings: true });
  connectFunctionsEmulator(getFunctions(app, 'us-central1'), '127.0.0.1', PORTS.functions);
  return app;
}

function client(app: FirebaseApp, user: User | null): WebClient {
  const functions = getFunctions(app, 'us-central1');
  const send = async (target: Target, data: unknown) => {
    const name = typeof target === 'string' ? target : target.name;
    return (await httpsCallable(functions, name)(data)).data;
  };
  return {
    app,
    user,
    call: (target: Target, data: unknown = {}) => send(target, data) as never,
    callUnchecked: send,
    close: () => deleteApp(app),
  };
}

/** A signed-out visitor. */
export function guestClient(): WebClient {
  return client(newApp(), null);
}

/** The password of every account `signedInClient` creates, for signing in through the site. */
export const TEST_PASSWORD = 'Str0ng!Passw0rd';

/** A new account on the Auth emulator (unique e-mail unless given), signed in. */
export async function signedInClient(
  email = `user-${randomUUID()}@example.com`,
): Promise<WebClient> {
  const app = newApp();
  const auth = getAuth(app);
  const password = TEST_PASSWORD;
  const credential = await createUserWithEmailAndPassword(auth, email, password).catch(
    async (error: unknown) => {
      // The account may exist from an earlier test (a fixed e-mail such as the admin's).
      if ((error as { code?: string }).code !== 'auth/email-already-in-use') throw error;
      return signInWithEmailAndPassword(auth, email, password);
    },
  );
  return client(app, credential.user);
}

/** Verifies the account's e-mail with the link the Auth emulator "sent", then refreshes its token. */
export async function verifyEmail(client: WebClient) {
  const { user } = client;
  if (!user?.email) throw new Error('verifyEmail needs a signed-in client');
  await sendEmailVerification(user);
  const listing = await fetch(`${AUTH_URL}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const { oobCodes } = (await listing.json()) as {
    oobCodes: { email: string; requestType: string; oobCode: string }[];
  };
  const code = oobCodes.findLast(
    (entry) => entry.email === user.email && entry.requestType === 'VERIFY_EMAIL',
  );
  if (!code) throw new Error(`The Auth emulator holds no verification code for ${user.email}`);
  await applyActionCode(getAuth(client.app), code.oobCode);
  await user.reload();
  await user.getIdToken(true);
}

/**
 * The configured unlimited-admin account (UNLIMITED_ADMIN_EMAIL in functions/.env.local), signed
 * in with its e-mail verified: the backend ignores the address until it is.
 */
export async function adminClient(): Promise<WebClient> {
  const admin = await signedInClient(ADMIN_EMAIL);
  await verifyEmail(admin);
  return admin;
}

/**
 * The clients one test file opens, every one closed after its tests. Call it once at the top of
 * the file; each opener answers a client it tracks.
 */
export function clientsClosedAfterAll() {
  const clients: WebClient[] = [];
  afterAll(() => Promise.all(clients.map((client) => client.close())));
  const track = (client: WebClient) => {
    clients.push(client);
    return client;
  };
  return {
    guest: () => track(guestClient()),
    signedIn: async (email?: string) => track(await signedInClient(email)),
    admin: async () => track(await adminClient()),
  };
}

/** The message the function sent; the web SDK appends the HTTP status, e.g. " [400]". */
export const serverMessage = (error: Error) => error.message.replace(/ \[\d{3}\]$/, '');

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
