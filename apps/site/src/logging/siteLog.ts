import { redact } from '@voyagent/contracts/names';

/** Where the site's log lines go: the browser console, or a test's stand-in. */
export type LogSink = Pick<Console, 'warn' | 'error'>;

/**
 * The site's logging (issue 17 item 9, travel.md §8): every detail passes through the contracts'
 * `redact`, the same rule as the functions' logger, so a password, token, api_key, session,
 * user_id or email in an error's data (a Firebase error's customData carries the e-mail) never
 * reaches the console. An Error is reduced to its name and message for the same reason.
 */
export function siteLog(sink: LogSink = console) {
  return {
    warn: (message: string, ...details: unknown[]) =>
      sink.warn(message, ...details.map((detail) => redact(detail))),
    error: (message: string, ...details: unknown[]) =>
      sink.error(message, ...details.map((detail) => redact(detail))),
  };
}

export const log = siteLog();
