import { z } from 'zod';

/**
 * Server configuration, read from the environment (functions/.env in the emulator and on deploy,
 * Secret Manager values for the secrets). Nothing here is a literal: an operator sets every value.
 * Read lazily so tests can set the environment first.
 */
const configSchema = z.object({
  /** The one account treated as unlimited admin (travel.md §6). Empty: nobody. */
  UNLIMITED_ADMIN_EMAIL: z.string().trim().toLowerCase().default(''),
  SUPPORT_EMAIL: z.string().trim().default(''),
  SUPPORT_PHONE: z.string().trim().default(''),
  /** Public origin of the site, for links the server builds (checkout return pages). */
  SITE_URL: z.string().trim().default(''),
  /** Google reCAPTCHA secret; empty selects the local provider. */
  RECAPTCHA_SECRET_KEY: z.string().trim().default(''),
  /** Stripe keys; an empty secret key selects the local payments provider. */
  STRIPE_SECRET_KEY: z.string().trim().default(''),
  STRIPE_WEBHOOK_SECRET: z.string().trim().default(''),
});

export type ServerConfig = z.infer<typeof configSchema>;

export function serverConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return configSchema.parse(env);
}

/** True for the configured unlimited-admin account (compared case-insensitively). */
export function isUnlimitedAdminEmail(email: string | undefined, config = serverConfig()): boolean {
  return Boolean(
    email &&
    config.UNLIMITED_ADMIN_EMAIL &&
    email.trim().toLowerCase() === config.UNLIMITED_ADMIN_EMAIL,
  );
}
