/**
 * Checkout and the billing portal on the client (travel.md §4, §7, §8): ask the backend for a URL,
 * then go there; each way it can fail has its text.
 */
import type { PlanId, PurchasableTier } from '@voyagent/contracts/names';

export const CHECKOUT_TEXTS = {
  sessionFailed: (reason: string) => `Failed to create checkout session: ${reason}`,
  noUrl: 'No checkout URL received',
  startFailed: (reason: string) => `Failed to start checkout process: ${reason}`,
  portalFailed: 'Failed to open customer portal',
  managementFailed: 'Failed to open subscription management',
  signInForPortal: 'Please sign in to manage your subscription',
} as const;

/** The plan create-checkout sells for each purchasable tier, in the pricing page's order. */
export const PLAN_FOR_TIER: Readonly<Record<PurchasableTier, PlanId>> = {
  Globetrotter: 'globetrotter',
  Jetsetter: 'jetsetter',
  'Nomad Squad': 'nomad_squad',
  Lifetime: 'lifetime',
};

/** The upgrade prompt (travel.md §2, §6): Globetrotter is the offering with offline maps. */
export const UPGRADE_PROMPT = 'Upgrade to Globetrotter';

/** Plans start from this price per month (travel.md §9); prices per tier are not shown. */
export const FROM_PRICE = '$9.99';
/** The first-month offer on the expired-trial banner (travel.md §1, §9). */
export const FIRST_MONTH_OFFER_PERCENT = 20;

export function reasonOf(error: unknown): string {
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return 'Unknown error';
}

export interface CheckoutRequest {
  plan: PlanId;
  isGuest: boolean;
  discount_token?: string | null;
  promo?: string | null;
}

export interface RedirectDeps {
  /** Goes to the URL: the page's location, or the in-app browser on the native wrapper. */
  open: (url: string) => void | Promise<void>;
}

/** Why a checkout did not start, or null once the buyer is on their way. */
export async function startCheckout(
  createCheckout: (request: CheckoutRequest) => Promise<{ url?: string | null }>,
  request: CheckoutRequest,
  { open }: RedirectDeps,
): Promise<string | null> {
  let url: string | null | undefined;
  try {
    ({ url } = await createCheckout(request));
  } catch (error) {
    return CHECKOUT_TEXTS.sessionFailed(reasonOf(error));
  }
  if (!url) return CHECKOUT_TEXTS.noUrl;
  try {
    await open(url);
    return null;
  } catch (error) {
    return CHECKOUT_TEXTS.startFailed(reasonOf(error));
  }
}

export interface PortalFailure {
  title: string;
  description?: string;
}

/** Why the billing portal did not open, or null once it is opening. */
export async function openCustomerPortal(
  signedIn: boolean,
  customerPortal: () => Promise<{ url?: string | null }>,
  { open }: RedirectDeps,
): Promise<PortalFailure | null> {
  if (!signedIn) return { title: CHECKOUT_TEXTS.signInForPortal };
  let url: string | null | undefined;
  try {
    ({ url } = await customerPortal());
  } catch (error) {
    return { title: CHECKOUT_TEXTS.portalFailed, description: reasonOf(error) };
  }
  try {
    if (!url) throw new Error('No portal URL received');
    await open(url);
    return null;
  } catch (error) {
    return { title: CHECKOUT_TEXTS.managementFailed, description: reasonOf(error) };
  }
}
