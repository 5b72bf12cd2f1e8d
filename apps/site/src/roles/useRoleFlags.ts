import type { RoleFlags } from '@voyagent/contracts';
import { useEffect, useState } from 'react';
import { backend } from '../firebase/callables';
import { USER_ONLY_FLAGS } from './adminAccess';

/**
 * The signed-in user's staff flags from `get-roles`; null while they are looked up (or nobody is
 * signed in). A failed lookup answers the user-only flags (travel.md §6).
 */
export function useRoleFlags(uid: string | null): RoleFlags | null {
  const [answer, setAnswer] = useState<{ uid: string; flags: RoleFlags } | null>(null);
  useEffect(() => {
    if (uid === null) return;
    // An answer for an account that has since signed out or changed must not land.
    let current = true;
    backend
      .getRoles({})
      .catch(() => USER_ONLY_FLAGS)
      .then((flags) => {
        if (current) setAnswer({ uid, flags });
      });
    return () => {
      current = false;
    };
  }, [uid]);
  return answer !== null && answer.uid === uid ? answer.flags : null;
}
