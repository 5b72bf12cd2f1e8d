/**
 * Which web origins may call the signed-in callables. Public callables (city suggestions, reviews)
 * stay open to every origin because partner sites embed them; a signed-in callable acts for an
 * account, so it answers only the site's own pages.
 *
 * CORS alone only stops a browser from READING the answer: the call itself would still run. So a
 * signed-in callable also refuses outright a request whose Origin header names another site.
 * A request without an Origin header is let through: browsers always send Origin on these calls
 * (a JSON POST is never a "simple" request), so a missing Origin means a non-browser client
 * (a server, a script, a test), which could write any Origin it liked anyway; for those the ID
 * token is the only proof that counts, and the framework checks it.
 */
import { serverConfig, type ServerConfig } from '../config/config';

/** The Hosting emulator's addresses (firebase.json), which `npm start` prints either way. */
export const EMULATOR_SITE_ORIGINS = ['http://127.0.0.1:5000', 'http://localhost:5000'] as const;

export class AllowedOriginsError extends Error {
  override name = 'AllowedOriginsError';
}

function parseUrl(entry: string, setting: string): URL {
  const url = URL.canParse(entry) ? new URL(entry) : undefined;
  if (url?.protocol !== 'https:' && url?.protocol !== 'http:') {
    throw new AllowedOriginsError(
      `${setting}: "${entry}" is not an http(s) URL (e.g. https://voyagent.app).`,
    );
  }
  return url;
}

/** `https://voyagent.app/` → `https://voyagent.app`; an entry with a path, query or user throws. */
function originOf(entry: string): string {
  const url = parseUrl(entry, 'ALLOWED_ORIGINS');
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    throw new AllowedOriginsError(
      `ALLOWED_ORIGINS: "${entry}" is not an origin: give scheme, host and port only (e.g. https://voyagent.app).`,
    );
  }
  return url.origin;
}

export interface OriginSettings {
  config: Pick<ServerConfig, 'ALLOWED_ORIGINS' | 'SITE_URL'>;
  /** True in the functions emulator, which serves the site on the Hosting emulator's port. */
  emulator: boolean;
}

/**
 * ALLOWED_ORIGINS (a comma list), else SITE_URL's origin; plus the Hosting emulator's addresses
 * in the emulator. Empty when neither is set outside the emulator: then no browser page may call
 * a signed-in callable, which fails closed. A malformed entry is a configuration error, named.
 */
export function allowedOrigins({ config, emulator }: OriginSettings): string[] {
  const listed = config.ALLOWED_ORIGINS.split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map(originOf);
  const siteOrigin = config.SITE_URL ? [parseUrl(config.SITE_URL, 'SITE_URL').origin] : [];
  const configured = listed.length > 0 ? listed : siteOrigin;
  return [...new Set([...configured, ...(emulator ? EMULATOR_SITE_ORIGINS : [])])];
}

/** The allowed origins of this deployment, from its environment. */
export function configuredOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  return allowedOrigins({ config: serverConfig(env), emulator: env.FUNCTIONS_EMULATOR === 'true' });
}

/**
 * Whether a request with this Origin header may call a signed-in callable. Browsers send the
 * origin already serialised (lower-case scheme and host, no default port), so it is compared
 * as sent; `null` (sandboxed frames, file pages) is never allowed.
 */
export function originAllowed(origin: string | undefined, allowed: readonly string[]): boolean {
  return origin === undefined || allowed.includes(origin);
}
