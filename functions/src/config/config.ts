import { z } from 'zod';

/**
 * Server configuration, read from the environment: functions/.env and .env.<project> on deploy,
 * plus the generated functions/.env.local in the emulator; secrets (config/secrets.ts) come from
 * Secret Manager, or functions/.secret.local in the emulator. Nothing here is a literal: an
 * operator sets every value. Read lazily so tests can set the environment first.
 */
const configSchema = z.object({
  /** The one account treated as unlimited admin (travel.md §6). Empty: nobody. */
  UNLIMITED_ADMIN_EMAIL: z.string().trim().toLowerCase().default(''),
  SUPPORT_EMAIL: z.string().trim().default(''),
  SUPPORT_PHONE: z.string().trim().default(''),
  /** Public origin of the site, for links the server builds (checkout return pages). */
  SITE_URL: z.string().trim().default(''),
  /**
   * Where the blog-page function reads the site's blog page template (the site build's
   * blog-post-template.json). Empty: that file on SITE_URL, the hosting site the build is on.
   */
  BLOG_TEMPLATE_URL: z.string().trim().default(''),
  /** Google reCAPTCHA secret; empty: the local provider where allowed (config/providers.ts). */
  RECAPTCHA_SECRET_KEY: z.string().trim().default(''),
  /** reCAPTCHA v3 scores below this fail the human check (0 = bot … 1 = human). */
  RECAPTCHA_MIN_SCORE: z
    .string()
    .trim()
    .transform((value) => (value === '' ? 0.5 : Number(value)))
    .pipe(z.number().min(0).max(1))
    .default(0.5),
  /** Stripe keys; no secret key: the local payments provider where allowed (config/providers.ts). */
  STRIPE_SECRET_KEY: z.string().trim().default(''),
  STRIPE_WEBHOOK_SECRET: z.string().trim().default(''),
  /** Stripe price ids per plan (payments/plans.ts maps each plan to one of these). */
  STRIPE_PRICE_GLOBETROTTER: z.string().trim().default(''),
  STRIPE_PRICE_JETSETTER: z.string().trim().default(''),
  STRIPE_PRICE_NOMAD_SQUAD: z.string().trim().default(''),
  STRIPE_PRICE_LIFETIME: z.string().trim().default(''),
  /** Display prices in US dollars (e.g. 9.99) for the local checkout page; empty: not shown. */
  PLAN_PRICE_GLOBETROTTER: z.string().trim().default(''),
  PLAN_PRICE_JETSETTER: z.string().trim().default(''),
  PLAN_PRICE_NOMAD_SQUAD: z.string().trim().default(''),
  PLAN_PRICE_LIFETIME: z.string().trim().default(''),
  /**
   * When the launch promotion (code BLACKFRIDAY50) ends: an ISO date-time such as
   * `2025-12-01T00:00:00Z`, or a date (`2025-12-01`: the start of that day in UTC). The
   * specification gives it no end, so empty means it runs until an operator sets one.
   */
  PROMOTION_ENDS_AT: z
    .string()
    .trim()
    .default('')
    .pipe(
      z.union([z.literal(''), z.iso.datetime({ offset: true }), z.iso.date()], {
        error: 'PROMOTION_ENDS_AT must be an ISO date or date-time, e.g. 2025-12-01T00:00:00Z',
      }),
    )
    .transform((value) => (value === '' ? null : new Date(value))),
  /** Local payments provider (used without a Stripe key): signs its checkout links and events. */
  LOCAL_PAYMENTS_SECRET: z.string().trim().default(''),
  /** Where the local provider's checkout page (the payments-checkout function) is served. */
  LOCAL_CHECKOUT_URL: z.string().trim().default(''),
  /**
   * Proxies in front of the functions whose X-Forwarded-For entries are skipped when finding the
   * client's address: a comma list of IPs or CIDR ranges. Empty: trust only the platform's hop.
   */
  TRUSTED_PROXIES: z.string().trim().default(''),
  /**
   * Origins allowed to call the signed-in callables: a comma list such as
   * `https://voyagent.app, https://www.voyagent.app`. Empty: SITE_URL's origin alone.
   */
  ALLOWED_ORIGINS: z.string().trim().default(''),
  /**
   * Keys the HMAC under which a used trial's normalised e-mail is remembered (trial_claims). A
   * secret: whoever holds it could test addresses against the table. Empty: start-trial refuses.
   */
  TRIAL_CLAIM_HASH_KEY: z.string().trim().default(''),
  /**
   * The transactional-mail REST API's key (a secret); empty: the local outbox where allowed
   * (config/providers.ts). The API takes a JSON message with a Bearer key (Resend's shape).
   */
  EMAIL_API_KEY: z.string().trim().default(''),
  /** Where that API accepts messages; empty: Resend's endpoint. */
  EMAIL_API_URL: z.string().trim().default(''),
  /** The sender of the sign-up e-mails, e.g. `Voyagent <hello@voyagent.app>`. */
  EMAIL_FROM: z.string().trim().default(''),
  /** Signs the unsubscribe links (a secret). Empty: e-mail sign-up and unsubscribing refuse. */
  EMAIL_LINK_SECRET: z.string().trim().default(''),
  /** The public URL of the email-unsubscribe function, which the e-mails link to. */
  EMAIL_UNSUBSCRIBE_URL: z.string().trim().default(''),
  /**
   * Open Exchange Rates' app id (a secret): the daily currency-rates-refresh stores its rates.
   * Empty: the reference rates shipped in the repository answer every conversion.
   */
  EXCHANGE_RATES_API_KEY: z.string().trim().default(''),
  /**
   * The maps script's browser key, handed to signed-in pages by get-maps-key (restrict it to the
   * site's referrers in the Google Cloud console). Empty: get-maps-key refuses.
   */
  MAPS_API_KEY: z.string().trim().default(''),
  /** The places service's server key (a secret); empty: the local OpenStreetMap sample where allowed. */
  PLACES_API_KEY: z.string().trim().default(''),
  /**
   * Gemini's API key (a secret): the assistant's model. Empty: the assistant answers through the
   * offline engine, which says that it is one.
   */
  GEMINI_API_KEY: z.string().trim().default(''),
  /** `true` in the Firebase emulator (it sets this itself): local providers may run. */
  FUNCTIONS_EMULATOR: z.string().trim().default(''),
  /** `true` lets a deployment run on local providers: a demo, never for customers. */
  VOYAGENT_DEMO_MODE: z.string().trim().default(''),
});

export type ServerConfig = z.infer<typeof configSchema>;

export function serverConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return configSchema.parse(env);
}

/** An account as its ID token describes it. */
export interface AccountEmail {
  email: string | undefined;
  emailVerified: boolean;
}

/**
 * True for the configured unlimited-admin account (e-mail compared case-insensitively). The
 * e-mail must be verified: otherwise anyone could sign up with the address before its owner does.
 */
export function isUnlimitedAdmin(
  { email, emailVerified }: AccountEmail,
  config = serverConfig(),
): boolean {
  return Boolean(
    emailVerified &&
    email &&
    config.UNLIMITED_ADMIN_EMAIL &&
    email.trim().toLowerCase() === config.UNLIMITED_ADMIN_EMAIL,
  );
}
