import {
  deriveSubscription,
  FREE_SUBSCRIPTION,
  loadSubscription,
  mostPressingUsage,
  forgivingUsage,
  readCachedFingerprint,
  type SubscriptionFields,
  type SubscriptionView,
  type UsageBackend,
  type UsageBannerState,
} from '@voyagent/account';
import type { UsageAnswer } from '@voyagent/contracts';
import { USAGE_TYPES, type UsageType } from '@voyagent/contracts/names';
import { create } from 'zustand';
import type { SessionUser } from '../auth/authStore';
import { backend } from '../firebase/callables';
import { loadAuthSdk } from '../firebase/sdk';
import { deviceFingerprint } from './deviceFingerprint';

/** The unlimited-admin account's e-mail, configured per deployment (never written in code). */
const ADMIN_EMAIL = import.meta.env.VITE_UNLIMITED_ADMIN_EMAIL ?? '';

interface AccountState {
  /** The last subscription the backend confirmed; free until then and for guests. */
  subscription: SubscriptionFields;
  loading: boolean;
  /** "Failed to check subscription" while the last read failed; the state above stays. */
  error: string | null;
  /** The usage banner of the counter closest to its cap, or null. */
  usage: UsageBannerState | null;
}

export const useAccountStore = create<AccountState>()(() => ({
  subscription: FREE_SUBSCRIPTION,
  loading: true,
  error: null,
  usage: null,
}));

/** The derived subscription state for the user now (or a guest). */
export function subscriptionView(
  subscription: SubscriptionFields,
  user: SessionUser | null,
): SubscriptionView {
  return deriveSubscription(subscription, {
    now: new Date(),
    email: user?.email ?? null,
    adminEmail: ADMIN_EMAIL,
  });
}

/** The daily counters: per account when signed in, per device fingerprint for a guest. */
export function usageBackend(user: SessionUser | null): UsageBackend {
  if (user) {
    return forgivingUsage({
      read: (usage_type) => backend.getUserUsage({ usage_type }),
      increment: (usage_type) => backend.incrementUserUsage({ usage_type }),
    });
  }
  return forgivingUsage({
    read: async (usage_type) =>
      backend.getDeviceUsage({ fingerprint_hash: await deviceFingerprint(), usage_type }),
    increment: async (usage_type) =>
      backend.incrementDeviceUsage({ fingerprint_hash: await deviceFingerprint(), usage_type }),
  });
}

function cachedFingerprintHash(): string | null {
  try {
    return readCachedFingerprint(window.localStorage)?.hash ?? null;
  } catch {
    return null;
  }
}

/**
 * The banner of the counter closest to its cap. A guest's counters are read once this device has
 * a fingerprint: a device without one has counted nothing yet.
 */
async function readUsageBanner(user: SessionUser | null): Promise<UsageBannerState | null> {
  if (!user && !cachedFingerprintHash()) return null;
  const counters = usageBackend(user);
  const usage: Partial<Record<UsageType, UsageAnswer>> = {};
  // One after another: the counters are cheap, and parallel calls would each wake a server.
  for (const type of USAGE_TYPES) usage[type] = await counters.read(type);
  return mostPressingUsage(usage);
}

/** The account whose state the store holds now: a late answer for another is dropped. */
let currentAccount: string | null = null;
/** The refresh under way per account; a timer tick during a slow one waits for it instead. */
let pending: { account: string; done: Promise<void> } | null = null;

const accountKey = (user: SessionUser | null) => (user ? `user:${user.uid}` : 'guest');

/**
 * Reads the subscription (signed in) and the usage, and stores each as it arrives: the plan first
 * (pages that offer paid features wait for it, never for the counters), the usage banner after.
 * A guest has no subscription to read: free, with the trial banner.
 */
export function refreshAccount(user: SessionUser | null): Promise<void> {
  const account = accountKey(user);
  if (currentAccount !== account) {
    // The store holds another account's state (or a guest's): shown to this one, a paid user
    // would meet the free plan's prompts until the read below. Loading until then instead.
    useAccountStore.setState({
      subscription: FREE_SUBSCRIPTION,
      loading: true,
      error: null,
      usage: null,
    });
  }
  currentAccount = account;
  if (pending?.account === account) return pending.done;
  const publish = (state: Partial<AccountState>) => {
    if (currentAccount === account) useAccountStore.setState(state);
  };
  const done = readAccount(user, publish);
  const entry = { account, done };
  pending = entry;
  return done.finally(() => {
    if (pending === entry) pending = null;
  });
}

async function readPlan(user: SessionUser | null): Promise<Partial<AccountState>> {
  if (!user) return { subscription: FREE_SUBSCRIPTION, error: null };
  const load = await loadSubscription({
    check: () => backend.checkSubscription({}),
    // The SDK through its loader: a static import would pull it into every chunk that reads
    // the account (the home page's sections), ahead of hydration.
    refreshSession: async () => {
      const { auth } = await loadAuthSdk();
      if (!auth.currentUser) throw new Error('Signed out');
      await auth.currentUser.getIdToken(true);
    },
  });
  return load.kind === 'failed'
    ? { error: load.error }
    : { subscription: load.subscription, error: null };
}

/** Trial, paid and admin accounts have no caps, so no usage banner. */
function hasNoCaps(subscription: SubscriptionFields, user: SessionUser | null): boolean {
  const view = subscriptionView(subscription, user);
  return view.isPro || view.isTrialActive;
}

async function readAccount(
  user: SessionUser | null,
  publish: (state: Partial<AccountState>) => void,
): Promise<void> {
  // Both reads start now; the counters are several calls and must not hold the plan back.
  const usageRead = readUsageBanner(user);
  const plan = await readPlan(user);
  const noCaps = hasNoCaps(plan.subscription ?? useAccountStore.getState().subscription, user);
  // A banner a free plan left goes with the plan, before the counters are read again.
  publish({ ...plan, loading: false, ...(noCaps ? { usage: null } : {}) });
  const usage = await usageRead;
  // Judged on the plan as it is now: a trial started meanwhile (FreeTrialPage) has no caps either.
  publish({ usage: hasNoCaps(useAccountStore.getState().subscription, user) ? null : usage });
}
