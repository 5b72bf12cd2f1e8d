/**
 * The names and numbers the clients and the server share, written once. No zod here: the site
 * imports this module (`@voyagent/contracts/names`) at run time without bundling the schemas.
 */

/**
 * Every deployed function's name (functionNames.ts). A module of its own: the site's first load
 * imports this one for its paths and numbers, and the names go only with the callables.
 */
export { FUNCTION_NAMES, type FunctionName } from './functionNames';

/**
 * A replayable write's idempotency key (`idempotencyKey` in its payload): a UUID or ULID-like
 * token the client makes once per action and sends with every replay of it.
 */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;
/**
 * The header that may carry the key instead, as the offline queue's raw replays send it
 * (`IDEMPOTENCY_KEY_HEADER` of @voyagent/install-prompts).
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** How long the server keeps a key's answer: a replay after that runs as a new call. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

/**
 * What `account-delete` must be sent as `confirm`: a mistaken or replayed call without it deletes
 * nothing.
 */
export const ACCOUNT_DELETE_CONFIRMATION = 'DELETE';

/**
 * Site paths the server links to or names in its messages, and the site routes to (shell.md §3,
 * §7; travel.md §2). Checkout returns carry `checkout=success|cancelled` for the page to react.
 */
export const SITE_PATHS = {
  auth: '/auth',
  emailVerify: '/email-verify',
  pricing: '/pricing',
  dashboard: '/dashboard',
  /** A guest signs up after paying, which claims the purchase made with their e-mail. */
  guestCheckoutSuccess: '/auth?checkout=success',
  checkoutSuccess: '/dashboard?checkout=success',
  checkoutCancelled: '/pricing?checkout=cancelled',
  portalReturn: '/dashboard',
  /** Followed by `/{token}`. */
  claimDiscount: '/claim-discount',
  /** Takes `returnTo`, the admin screen to go back to after signing in. */
  adminLogin: '/admin-login',
  /** Needs support-level access; `/admin`, the unified dashboard, is the same screen. */
  adminDashboard: '/dashboard-admin',
  admin: '/admin',
} as const;

/** shell.md §6: the social (Open Graph) image and its size; the file is in the site's public/. */
export const SOCIAL_IMAGE = { path: '/og-image.png', width: 1200, height: 630 } as const;

/** The destination field asks the server only from this many characters (travel.md §5, §9). */
export const CITY_QUERY_MIN_LENGTH = 2;
export const CITY_QUERY_MAX_LENGTH = 100;

/** A blog post's, writer's or tag's slug: lower-case words joined by single hyphens (0018). */
export const BLOG_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Every kind of thing the site can save: save-button's list, so the server accepts exactly those. */
export { SAVED_ITEM_TYPES, type SavedItemType } from '@voyagent/save-button/types';

export const USAGE_TYPES = [
  'ai_requests',
  'itinerary_generations',
  'search_requests',
  'saved_items',
  'currency_conversions',
] as const;
export type UsageType = (typeof USAGE_TYPES)[number];

/** Free users' (and guests') caps per UTC day. Trial, paid and the unlimited admin have none. */
export const FREE_DAILY_CAPS: Readonly<Record<UsageType, number>> = {
  ai_requests: 10,
  itinerary_generations: 3,
  search_requests: 25,
  saved_items: 15,
  currency_conversions: 20,
};

/** The languages the assistant and the itinerary planner answer in (issue 14). */
export const ASSISTANT_LANGUAGE_CODES = ['en', 'fr', 'de', 'es'] as const;
/** The longest message the assistant reads: a long question, never a pasted document. */
export const MAX_ASSISTANT_TEXT_LENGTH = 4000;
/** The most messages (the question included) one assistant request carries. */
export const MAX_ASSISTANT_MESSAGES = 40;

/** One usage call may count at most this many uses at once. */
export const MAX_USAGE_INCREMENT = 10;

/** Subscription tiers (travel.md §3, §4, §6); `lifetime` is the legacy spelling of Lifetime. */
export const SUBSCRIPTION_TIERS = [
  'free',
  'Globetrotter',
  'Jetsetter',
  'Nomad Squad',
  'Lifetime',
  'lifetime',
  'admin_unlimited',
] as const;
export type SubscriptionTier = (typeof SUBSCRIPTION_TIERS)[number];

/** The tiers a purchase can grant (admin_unlimited comes only from the configured e-mail). */
export type PurchasableTier = Exclude<SubscriptionTier, 'free' | 'lifetime' | 'admin_unlimited'>;
export const PURCHASABLE_TIERS: readonly PurchasableTier[] = [
  'Globetrotter',
  'Jetsetter',
  'Nomad Squad',
  'Lifetime',
];

export const TRIAL_DAYS = 7;

/**
 * The plans `create-checkout` sells (travel.md §7: `plan`, default pro). `pro` is the entry offer,
 * Globetrotter ("Upgrade to Globetrotter", §6).
 */
export const PLAN_IDS = ['pro', 'globetrotter', 'jetsetter', 'nomad_squad', 'lifetime'] as const;
export type PlanId = (typeof PLAN_IDS)[number];
export const DEFAULT_PLAN: PlanId = 'pro';

/** Staff roles (travel.md §6), highest first; `user` is what holding none means. */
export const ROLES = [
  'owner',
  'admin',
  'support',
  'marketing',
  'content_editor',
  'analyst',
  'user',
] as const;
export type Role = (typeof ROLES)[number];
export type GrantableRole = Exclude<Role, 'user'>;
export const GRANTABLE_ROLES = ROLES.filter((role) => role !== 'user') as GrantableRole[];

/** The answer-engine pages' analytics events (shell.md §7), sent only after analytics consent. */
export const AEO_EVENTS = [
  'aeo_page_view',
  'aeo_schema_count',
  'aeo_speakable_count',
  'aeo_faq_presence',
  'aeo_quick_answer',
  'aeo_ai_referral',
  'aeo_interaction',
] as const;
export type AeoEvent = (typeof AEO_EVENTS)[number];

/**
 * The article paths of the site's route table (apps/site/src/routes/siteRoutes.ts, page
 * `article`); the site's aeo tests fail when the two lists part. Events name only these pages.
 */
export const AEO_ARTICLE_PATHS = [
  '/comparisons/voyagent-vs-tripit',
  '/comparisons/voyagent-vs-wanderlog',
  '/comparisons/voyagent-vs-kayak',
  '/comparisons/voyagent-vs-google-travel',
  '/comparisons/best-ai-travel-apps-2025',
  '/comparisons/how-much-does-ai-trip-planning-cost',
  '/comparisons/best-free-travel-tools-2025',
  '/comparisons/how-to-find-cheap-flights-ai',
  '/comparisons/is-ai-travel-planning-worth-it',
  '/comparisons/ai-travel-cost-breakdown',
  '/what-is-voyagent',
  '/how-voyagent-works',
  '/use-cases',
] as const;
export type AeoArticlePath = (typeof AEO_ARTICLE_PATHS)[number];

/** The human check runs before these two (shell.md §5). */
export const RECAPTCHA_ACTIONS = ['signup', 'login'] as const;
export type RecaptchaAction = (typeof RECAPTCHA_ACTIONS)[number];

/** The log redaction rule (travel.md §8), shared by the functions' logger and the site's. */
export { isSensitiveLogKey, REDACTED, redact, SENSITIVE_LOG_KEYS } from './logRedaction';

/** The product's name, in page titles and structured data (the site's and the blog page's). */
export const PRODUCT_NAME = 'Voyagent';
