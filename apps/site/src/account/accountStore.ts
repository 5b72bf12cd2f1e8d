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
 * Reads the subscription (signed in) and the usage, and stores them. A guest has no subscription
 * to read: free, with the trial banner.
 */
export function refreshAccount(user: SessionUser | null): Promise<void> {
  const account = accountKey(user);
  currentAccount = account;
  if (pending?.account === account) return pending.done;
  const done = readAccount(user).then((state) => {
    if (currentAccount === account) useAccountStore.setState(state);
  });
  const entry = { account, done };
  pending = entry;
  return done.finally(() => {
    if (pending === entry) pending = null;
  });
}

async function readAccount(user: SessionUser | null): Promise<Partial<AccountState>> {
  const subscriptionRead: Promise<Partial<AccountState>> = user
    ? loadSubscription({
        check: () => backend.checkSubscription({}),
        // The SDK through its loader: a static import would pull it into every chunk that reads
        // the account (the home page's sections), ahead of hydration.
        refreshSession: async () => {
          const { auth } = await loadAuthSdk();
          if (!auth.currentUser) throw new Error('Signed out');
          await auth.currentUser.getIdToken(true);
        },
      }).then((load) =>
        load.kind === 'failed'
          ? { error: load.error }
          : { subscription: load.subscription, error: null },
      )
    : Promise.resolve({ subscription: FREE_SUBSCRIPTION, error: null });
  const [subscription, usage] = await Promise.all([subscriptionRead, readUsageBanner(user)]);
  const view = subscriptionView(
    subscription.subscription ?? useAccountStore.getState().subscription,
    user,
  );
  return {
    ...subscription,
    loading: false,
    // Trial, paid and admin accounts have no caps, so no usage banner.
    usage: view.isPro || view.isTrialActive ? null : usage,
  };
}
