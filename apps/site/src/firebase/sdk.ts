/**
 * The Firebase SDK, fetched on first use: it is about a third of the site's JavaScript, and the
 * first paint needs none of it (the session starts right after, the backend is called on demand).
 * The auth and functions halves share one set-up (`client.ts`), so a callable always carries the
 * signed-in user's token.
 */
import { mayHoldSession } from './sessionHint';

const importAuthSdk = () => import('./authSdk');
type AuthSdk = Awaited<ReturnType<typeof importAuthSdk>>;

let authSdk: Promise<AuthSdk> | undefined;
const authSdkWatchers = new Set<(loading: Promise<AuthSdk>) => void>();

export function loadAuthSdk(): Promise<AuthSdk> {
  if (!authSdk) {
    const loading = importAuthSdk();
    authSdk = loading;
    // A chunk that failed to load (offline) may load on a later call.
    loading.catch(() => {
      if (authSdk === loading) authSdk = undefined;
    });
    for (const watcher of authSdkWatchers) watcher(loading);
  }
  return authSdk;
}

/**
 * Calls `watcher` with the auth SDK's load when some code first asks for it (at once if it has):
 * a guest's session follows the SDK only from a sign-in on.
 */
export function whenAuthSdkLoads(watcher: (loading: Promise<AuthSdk>) => void): () => void {
  if (authSdk) {
    watcher(authSdk);
    return () => undefined;
  }
  authSdkWatchers.add(watcher);
  return () => {
    authSdkWatchers.delete(watcher);
  };
}

export const loadFunctionsSdk = () => import('./functionsSdk');

let mayHold: Promise<boolean> | undefined;

/**
 * Whether this browser may hold a session the SDK could restore (`mayHoldSession`), asked once a
 * page: the session's start and the callables share the one answer.
 */
export function pageMayHoldSession(): Promise<boolean> {
  mayHold ??= mayHoldSession();
  return mayHold;
}

/**
 * Whether this page is a guest's that has not loaded the auth SDK: nothing signed in here, and
 * no session the SDK could restore. Its callables need no token, so they go without the SDK
 * (`callableProtocol.ts`).
 */
export async function isGuestWithoutSdk(): Promise<boolean> {
  if (authSdk) return false;
  const may = await pageMayHoldSession();
  return !may && !authSdk;
}
