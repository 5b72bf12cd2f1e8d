import { readCachedFingerprint } from '@voyagent/account';
import type { UsageAnswer } from '@voyagent/contracts';
import { Banner } from '@voyagent/ui-kit';
import { useEffect, useMemo, useState } from 'react';
import { useAccountStore, usageBackend } from '../account/accountStore';
import { useAuthStore } from '../auth/authStore';
import {
  searchesUsedUp,
  searchUsageGate,
  withSearchBanner,
  type SearchUsageGate,
} from './searchUsage';

/** Whether this device has counted anything yet: a guest without a fingerprint has not. */
function hasCachedFingerprint(): boolean {
  try {
    return readCachedFingerprint(window.localStorage) !== null;
  } catch {
    return false;
  }
}

/** The account's usage banner follows each new search count, without waiting for its refresh. */
function showSearchUsage(usage: UsageAnswer) {
  useAccountStore.setState((state) => ({ usage: withSearchBanner(state.usage, usage) }));
}

export interface SearchUsage {
  /** For the search forms: refuses at the cap, counts each search that opened. */
  gate: SearchUsageGate;
  /** The guard's text after a refused search, until the count allows searching again. */
  blocked: string | null;
  dismissBlocked(): void;
}

/**
 * The daily search cap for the search forms on this page: the signed-in account's counter, or
 * this device's for a guest. The count is read once the session is known.
 */
export function useSearchUsage(): SearchUsage {
  const user = useAuthStore((state) => state.user);
  const sessionKnown = useAuthStore((state) => state.status !== 'loading');
  // The refusal belongs to the gate that made it: another account's gate starts without one.
  const [refusal, setRefusal] = useState<{ gate: SearchUsageGate; message: string } | null>(null);
  const gate = useMemo(() => {
    const made: SearchUsageGate = searchUsageGate({
      counters: usageBackend(user),
      onUsage: (usage) => {
        showSearchUsage(usage);
        if (!searchesUsedUp(usage)) setRefusal(null);
      },
      onBlocked: (message) => setRefusal({ gate: made, message }),
    });
    return made;
  }, [user]);
  useEffect(() => {
    if (sessionKnown && (user !== null || hasCachedFingerprint())) void gate.refresh();
  }, [gate, sessionKnown, user]);
  return {
    gate,
    blocked: refusal?.gate === gate ? refusal.message : null,
    dismissBlocked: () => setRefusal(null),
  };
}

/** The refused search's text, where the visitor searched. */
export function SearchLimitNotice({ usage }: { usage: SearchUsage }) {
  if (!usage.blocked) return null;
  return <Banner variant="danger" description={usage.blocked} onDismiss={usage.dismissBlocked} />;
}
