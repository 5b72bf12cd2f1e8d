/**
 * Checkout, the billing portal and discount links (travel.md §2, §7), and the two HTTP functions
 * payments arrive through.
 */
import { z } from 'zod';
import { defineCallableContract, defineHttpContract } from './contract';
import { DEFAULT_PLAN, FUNCTION_NAMES, PLAN_IDS } from './names';
import { isoTimestamp, noFields, requestObject } from './payload';

/** Tokens are URL-safe base64 of 16 random bytes (22 characters); the schema allows some slack. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
export const MIN_PERCENT_OFF = 1;
export const MAX_PERCENT_OFF = 100;
/** The furthest ahead a token may expire, so forgotten links do not stay live for ever. */
export const MAX_TOKEN_LIFETIME_DAYS = 365;

/** Why a discount link gives no discount now, in the words the buyer sees. */
export const DISCOUNT_REFUSALS = {
  unknown: 'This discount link is not valid.',
  expired: 'This discount link has expired.',
  used: 'This discount link has already been used.',
  in_use: 'This discount link is already in use in another checkout.',
} as const;
export type DiscountRefusal = keyof typeof DISCOUNT_REFUSALS;
const DISCOUNT_REFUSAL_REASONS = Object.keys(DISCOUNT_REFUSALS) as DiscountRefusal[];

/**
 * What the buyer (or Stripe) is told by every payments function while payments are not
 * configured: a deployment without its Stripe key, outside the emulator and demo mode.
 */
export const PAYMENTS_UNAVAILABLE = 'Payments are not available right now. Please try again later.';

/**
 * The launch promotion (shell.md §1, §3, §9): 50% off with code BLACKFRIDAY50 from 2025-10-10
 * (UTC). The specification gives it no end; an operator ends it with `PROMOTION_ENDS_AT`.
 */
export const LAUNCH_PROMO = {
  code: 'BLACKFRIDAY50',
  percentOff: 50,
  startsAt: '2025-10-10T00:00:00.000Z',
} as const;
export const PROMO_CODE_MAX_LENGTH = 32;

/** Why a promo code gives no discount now, in the words the buyer sees. */
export const PROMO_REFUSALS = {
  unknown: 'This promo code is not valid.',
  not_started: 'This promotion has not started yet.',
  ended: 'This promotion has ended.',
} as const;
export type PromoRefusal = keyof typeof PROMO_REFUSALS;

const discountToken = z
  .string({ error: 'discount_token must be text' })
  .max(64, 'discount_token must be at most 64 characters')
  .regex(TOKEN_PATTERN, 'discount_token is not a discount token');

const url = z.strictObject({ url: z.url() });

/**
 * `create-checkout` {plan, isGuest, discount_token, promo} → {url}. Signed in, or a guest when
 * isGuest (the provider then collects the e-mail). A discount token must be valid now and not held
 * by another live checkout; this checkout then holds it until it completes (which spends it), is
 * cancelled or expires, so one token pays for at most one purchase. A promo code (any case) must
 * name a promotion that runs now; it gives its discount to every checkout. One or the other, not
 * both.
 */
export const createCheckout = defineCallableContract({
  name: FUNCTION_NAMES.createCheckout,
  access: 'public',
  request: requestObject(
    {
      plan: z
        .enum(PLAN_IDS, { error: `plan must be one of ${PLAN_IDS.join(', ')}` })
        .default(DEFAULT_PLAN),
      isGuest: z.boolean({ error: 'isGuest must be true or false' }).default(false),
      discount_token: discountToken.nullish(),
      promo: z
        .string({ error: 'promo must be text' })
        .max(PROMO_CODE_MAX_LENGTH, `promo must be at most ${PROMO_CODE_MAX_LENGTH} characters`)
        .nullish(),
    },
    'Send {plan, isGuest, discount_token, promo}.',
  ),
  response: url,
  errors: {
    signInOrGuest: 'Please sign in to check out, or continue as a guest.',
    alreadySubscribed:
      'You already have an active subscription. Manage it from your account instead.',
    discount: DISCOUNT_REFUSALS,
    promo: PROMO_REFUSALS,
    promoWithDiscountLink: 'Use either a promo code or a discount link, not both.',
    unavailable: PAYMENTS_UNAVAILABLE,
  },
});

/** `customer-portal` {} → {url} of the billing portal for the caller's customer. */
export const customerPortal = defineCallableContract({
  name: FUNCTION_NAMES.customerPortal,
  access: 'signedIn',
  signInMessage: 'Please sign in to manage your subscription',
  request: noFields(FUNCTION_NAMES.customerPortal),
  response: url,
  errors: {
    noSubscription:
      'There is no subscription to manage yet. Choose a plan on the pricing page first.',
    unavailable: PAYMENTS_UNAVAILABLE,
  },
});

/**
 * `claim-discount` {token} → whether the link at /claim-discount/{token} gives a discount now:
 * "in_use" while another live checkout holds it (the caller's own checkout does not count).
 */
export const claimDiscount = defineCallableContract({
  name: FUNCTION_NAMES.claimDiscount,
  access: 'public',
  request: requestObject({ token: discountToken }, 'Send {token}.'),
  response: z.discriminatedUnion('valid', [
    z.strictObject({
      valid: z.literal(true),
      percent_off: z.number().int().min(MIN_PERCENT_OFF).max(MAX_PERCENT_OFF),
      expires_at: isoTimestamp,
    }),
    z.strictObject({
      valid: z.literal(false),
      reason: z.enum(DISCOUNT_REFUSAL_REASONS),
      message: z.string(),
    }),
  ]),
  errors: { refusals: DISCOUNT_REFUSALS },
});

const PERCENT_OFF_RANGE = `percent_off must be between ${MIN_PERCENT_OFF} and ${MAX_PERCENT_OFF}`;

/**
 * `create-discount-token` {percent_off, expires_at} → the new single-use token and its claim
 * link. For staff with the marketing flag (marketing, admin or owner) and the configured admin.
 */
export const createDiscountToken = defineCallableContract({
  name: FUNCTION_NAMES.createDiscountToken,
  access: 'signedIn',
  request: requestObject(
    {
      percent_off: z
        .number({ error: 'percent_off must be a number' })
        .int('percent_off must be a whole number')
        .min(MIN_PERCENT_OFF, PERCENT_OFF_RANGE)
        .max(MAX_PERCENT_OFF, PERCENT_OFF_RANGE),
      expires_at: z.iso.datetime({
        offset: true,
        error: 'expires_at must be an ISO date-time, e.g. 2026-01-31T23:59:59Z',
      }),
    },
    'Send {percent_off, expires_at}.',
  ),
  response: z.strictObject({
    token: z.string().regex(TOKEN_PATTERN),
    percent_off: z.number().int(),
    expires_at: isoTimestamp,
    /** Null while SITE_URL is not configured. */
    url: z.url().nullable(),
  }),
  errors: {
    notMarketing: 'Only marketing staff and admins can create discount links.',
    expiryPast: 'expires_at must be in the future',
    expiryTooFar: `expires_at must be within ${MAX_TOKEN_LIFETIME_DAYS} days`,
  },
});

/** `payments-webhook`: Stripe's (or the local provider's) signed events, POSTed. */
export const paymentsWebhook = defineHttpContract({
  name: FUNCTION_NAMES.paymentsWebhook,
  methods: ['POST'],
  errors: {
    methodNotAllowed: 'Use POST.',
    badSignature: 'Webhook signature verification failed.',
    failed: 'The event could not be processed.',
    unavailable: PAYMENTS_UNAVAILABLE,
  },
});

/**
 * What the local provider's pages show: labels and notes of the checkout and portal pages. The
 * pages exist only in the emulator and demo mode, where they stand in for Stripe's own.
 */
export const LOCAL_CHECKOUT_PAGE_TEXTS = {
  checkoutTitle: 'Checkout',
  checkoutNote: 'Local payments: no card is needed and nothing is charged.',
  plan: 'Plan',
  priceLabel: 'Price',
  discountLabel: 'Discount',
  /** e.g. "$9.99 per month", "$199.00 once". */
  price: (amount: string, billing: 'monthly' | 'once') =>
    billing === 'monthly' ? `${amount} per month` : `${amount} once`,
  percentOff: (percent: number) => `${percent}% off`,
  /** A monthly plan's coupon applies to the first payment only. */
  discountedPrice: (percent: number, price: string, billing: 'monthly' | 'once') =>
    `${percent}% off: ${price}${billing === 'monthly' ? ' for the first month' : ''}`,
  emailLabel: 'E-mail for your purchase',
  emailNote: 'Sign up with this e-mail to use your plan.',
  complete: 'Complete purchase',
  cancel: 'Cancel',
  portalTitle: 'Manage subscription',
  portalNote: 'Local payments: there is no card on file.',
  cancelSubscription: 'Cancel subscription',
  nothingRecurring: 'This purchase has no recurring payment to cancel.',
  returnToSite: 'Return to Voyagent',
} as const;

const START_AGAIN = 'Please start again from the pricing page.';

/**
 * `payments-checkout`: the local provider's checkout and portal pages (GET shows, POST acts).
 * Refusals are pages with a title and a message.
 */
export const paymentsCheckout = defineHttpContract({
  name: FUNCTION_NAMES.paymentsCheckout,
  methods: ['GET', 'POST'],
  errors: {
    methodNotAllowed: 'Use GET or POST.',
    linkExpired: {
      title: 'Link expired',
      message: `This checkout link is invalid or has expired. ${START_AGAIN}`,
    },
    nothingToCancel: { title: 'Nothing to do', message: 'There is no subscription to cancel.' },
    emailNeeded: {
      title: 'E-mail needed',
      message: 'Please go back and enter a valid e-mail address.',
    },
    discountUnavailableTitle: 'Discount unavailable',
    discountUnavailable: (refusal: DiscountRefusal) =>
      `${DISCOUNT_REFUSALS[refusal]} ${START_AGAIN}`,
    purchaseFailed: { title: 'Purchase failed', message: 'Please try again.' },
    stripeCheckout: { title: 'Not found', message: 'Checkout is handled by Stripe.' },
    unavailable: { title: 'Checkout unavailable', message: PAYMENTS_UNAVAILABLE },
    failed: { title: 'Something went wrong', message: 'Please try again.' },
  },
});
