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
