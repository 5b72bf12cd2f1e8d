/**
 * Whether this browser's last known session was signed in, kept across visits. The Firebase SDK,
 * and so the session, arrives after the first paint; meanwhile the header shows what it will most
 * likely show (a guest's links, or room for the account menu), so it neither flashes nor shifts.
 * Only a flag is kept: no e-mail or token.
 */
export const SESSION_HINT_KEY = 'voyagent.signedIn';

export function rememberSignedIn(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(SESSION_HINT_KEY, '1');
    else localStorage.removeItem(SESSION_HINT_KEY);
  } catch {
    // Storage refused (private mode): the header waits for the session instead.
  }
}

export function wasSignedIn(): boolean {
  try {
    return localStorage.getItem(SESSION_HINT_KEY) === '1';
  } catch {
    return false;
  }
}

/** Where Firebase Auth keeps a session: its IndexedDB database, or local storage as its fallback. */
const FIREBASE_AUTH_DATABASE = 'firebaseLocalStorageDb';
const FIREBASE_AUTH_USER_KEY_PREFIX = 'firebase:authUser:';

/**
 * Whether this browser may hold a Firebase session, answered without loading the SDK (a third of
 * the site's JavaScript): no if it was never signed in here and Firebase has never stored
 * anything here; yes whenever that cannot be told (no `indexedDB.databases`, storage refused).
 * The database is only listed, never opened: opening it would create it without Firebase's store.
 */
export async function mayHoldSession(
  local: Pick<Storage, 'length' | 'key'> | undefined = globalThis.localStorage,
  databases: IDBFactory['databases'] | undefined = globalThis.indexedDB?.databases?.bind(
    globalThis.indexedDB,
  ),
): Promise<boolean> {
  if (wasSignedIn()) return true;
  try {
    if (!local || !databases) return true;
    for (let index = 0; index < local.length; index += 1) {
      if (local.key(index)?.startsWith(FIREBASE_AUTH_USER_KEY_PREFIX)) return true;
    }
    return (await databases()).some((database) => database.name === FIREBASE_AUTH_DATABASE);
  } catch {
    return true;
  }
}
