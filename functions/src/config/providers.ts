/**
 * The provider rule for every external service (human check, payments, and later e-mail, maps,
 * AI): the real adapter when its key is configured; the local stand-in only in the emulator or
 * under the demo switch; otherwise the function refuses. A deployment that lost a key must never
 * pass every token or sell a plan for free.
 */
import { HttpsError } from 'firebase-functions/v2/https';
import { logger } from '../logging/logger';

/** Set to `true` to run a deployment on the local providers (a demo; never for real customers). */
export const DEMO_MODE_SWITCH = 'VOYAGENT_DEMO_MODE';

/** The environment values that decide; `process.env` and a ServerConfig both fit. */
export interface ProviderEnvironment {
  /** Set to `true` by the Firebase emulator for the functions it runs. */
  FUNCTIONS_EMULATOR?: string;
  VOYAGENT_DEMO_MODE?: string;
}

/** An external service and the key that configures it, as the refusal names them. */
export interface ProviderService {
  /** Its name in the log line, e.g. `Payments`. */
  name: string;
  /** The setting an operator must provide, e.g. `STRIPE_SECRET_KEY`. */
  key: string;
  /** What the caller is told, e.g. `Payments are not available right now.` */
  unavailable: string;
}

let demoModeAnnounced = false;

/**
 * True in the functions emulator, or when the demo switch is on. The switch logs one warning per
 * instance (each cold start), so a demo deployment can never pass for a real one in the logs.
 */
export function localProvidersAllowed(env: ProviderEnvironment = process.env): boolean {
  if (env.FUNCTIONS_EMULATOR === 'true') return true;
  if (env.VOYAGENT_DEMO_MODE !== 'true') return false;
  if (!demoModeAnnounced) {
    demoModeAnnounced = true;
    logger.warn(
      `${DEMO_MODE_SWITCH} is on: services without a key use local stand-ins (every human check ` +
        'passes, purchases are free). Never use it where real customers can reach the site.',
    );
  }
  return true;
}

/**
 * Refuses a call that needs `service` where it is not configured: one log line naming the missing
 * key for the operator, and `failed-precondition` with a plain sentence for the caller.
 */
export function refuseUnconfigured(service: ProviderService): never {
  logger.error(`${service.name} is not configured: set ${service.key}`);
  throw new ServiceUnavailableError(service.unavailable);
}

/**
 * The refusal: `failed-precondition` to a callable's caller; HTTP functions answer it with 503
 * (the service is down until configured), never 500.
 */
export class ServiceUnavailableError extends HttpsError {
  constructor(message: string) {
    super('failed-precondition', message);
  }
}
