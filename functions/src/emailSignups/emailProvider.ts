/**
 * Where the sign-up's e-mails go (config/providers.ts): a transactional-mail REST API when its key
 * is configured; otherwise, in the emulator or demo mode only, the local outbox (the email_outbox
 * table, read by developers and tests instead of a mailbox); anywhere else the sign-up refuses.
 */
import { trialSignupEmail } from '@voyagent/contracts';
import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config/config';
import {
  localProvidersAllowed,
  refuseUnconfigured,
  type ProviderEnvironment,
} from '../config/providers';
import type { Database } from '../db/schema';
import { addToOutbox } from './emailSignupsStore';

/** One message to one recipient, with the unsubscribe link it must carry. */
export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  unsubscribeUrl: string;
}

export interface EmailProvider {
  /** Resolves once the message is accepted for delivery; rejects when it was not. */
  send(message: OutgoingEmail): Promise<void>;
}

/**
 * Why a message was not accepted. The text names the status only, never the recipient, so it can
 * be logged as is.
 */
export class EmailDeliveryError extends Error {
  override name = 'EmailDeliveryError';
}

/** Resend's endpoint; any API that takes the same JSON message and Bearer key works. */
export const DEFAULT_EMAIL_API_URL = 'https://api.resend.com/emails';
/** The API answers in about a second; a stuck call must not hold the popup's request. */
export const EMAIL_API_TIMEOUT_MS = 10_000;

const UNAVAILABLE = trialSignupEmail.errors.unavailable;

/** The local stand-in: every message becomes a row of email_outbox. */
export function outboxEmailProvider(db: Kysely<Database>): EmailProvider {
  return { send: (message) => addToOutbox(db, message) };
}

/**
 * A transactional-mail REST API: POST a JSON message {from, to, subject, text, html, headers} with
 * `Authorization: Bearer <key>`. The headers give mail clients the one-click unsubscribe of
 * RFC 8058. Any answer but 2xx, a network failure or a timeout rejects.
 */
export function httpEmailProvider(options: {
  apiKey: string;
  apiUrl: string;
  from: string;
  fetch: typeof globalThis.fetch;
}): EmailProvider {
  return {
    async send({ to, subject, text, html, unsubscribeUrl }) {
      let response: Response;
      try {
        response = await options.fetch(options.apiUrl, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${options.apiKey}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify({
            from: options.from,
            to: [to],
            subject,
            text,
            html,
            headers: {
              'List-Unsubscribe': `<${unsubscribeUrl}>`,
              'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
            },
          }),
          signal: AbortSignal.timeout(EMAIL_API_TIMEOUT_MS),
        });
      } catch (error) {
        const reason = error instanceof Error ? error.name : 'unknown error';
        throw new EmailDeliveryError(`The e-mail API could not be reached (${reason})`);
      }
      if (!response.ok) {
        throw new EmailDeliveryError(
          `The e-mail API refused the message (HTTP ${response.status})`,
        );
      }
    },
  };
}

/**
 * The API adapter when EMAIL_API_KEY is set (EMAIL_FROM is then required too); else the outbox
 * where local providers may run; else a failed-precondition refusal naming the missing key.
 */
export function emailProviderFor(
  config: Pick<ServerConfig, 'EMAIL_API_KEY' | 'EMAIL_API_URL' | 'EMAIL_FROM'> &
    ProviderEnvironment,
  db: Kysely<Database>,
  fetch: typeof globalThis.fetch = globalThis.fetch,
): EmailProvider {
  if (!config.EMAIL_API_KEY) {
    if (localProvidersAllowed(config)) return outboxEmailProvider(db);
    refuseUnconfigured({ name: 'E-mail', key: 'EMAIL_API_KEY', unavailable: UNAVAILABLE });
  }
  if (!config.EMAIL_FROM) {
    refuseUnconfigured({ name: 'E-mail', key: 'EMAIL_FROM', unavailable: UNAVAILABLE });
  }
  return httpEmailProvider({
    apiKey: config.EMAIL_API_KEY,
    apiUrl: config.EMAIL_API_URL || DEFAULT_EMAIL_API_URL,
    from: config.EMAIL_FROM,
    fetch,
  });
}
