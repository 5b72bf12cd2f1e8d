import { roleFlags, type RoleFlags } from '@voyagent/contracts';
import { SITE_PATHS } from '@voyagent/contracts/names';
import type { AuthStatus } from '../auth/authStore';

/** travel.md §2: the query of /admin-login naming where it returns to. */
export const RETURN_TO_PARAM = 'returnTo';

/** travel.md §6: "If the lookup fails, only the user role is assumed." */
export const USER_ONLY_FLAGS: RoleFlags = roleFlags([]);

/** `/admin-login?returnTo=…` for the page the visitor was on (path, query and hash). */
export function adminLoginPath(returnTo: string): string {
  return `${SITE_PATHS.adminLogin}?${new URLSearchParams({ [RETURN_TO_PARAM]: returnTo })}`;
}

/**
 * Where /admin-login sends the user once signed in: the returnTo path when it is one of this
 * site's own paths, else the admin dashboard. A full URL or a protocol-relative `//host` is never
 * followed, so a crafted link cannot send a fresh admin session to another site.
 */
export function safeReturnTo(returnTo: string | null): string {
  if (!returnTo?.startsWith('/') || returnTo.startsWith('//') || returnTo.startsWith('/\\')) {
    return SITE_PATHS.adminDashboard;
  }
  return returnTo;
}

export type SupportGuardState = 'verifying' | 'signed-out' | 'denied' | 'allowed';

/**
 * travel.md §4 and §6, the admin guard of support-level screens: verifying while the session or
 * the roles are unknown, the admin sign-in when signed out, Access Denied without the
 * support-level flag.
 */
export function supportGuardState(status: AuthStatus, flags: RoleFlags | null): SupportGuardState {
  if (status === 'signed-out') return 'signed-out';
  if (status === 'loading' || flags === null) return 'verifying';
  return flags.isSupportLevel ? 'allowed' : 'denied';
}
