/**
 * The one sanitising rule for log lines, on the server and in the browser (shell.md §8, travel.md
 * §8): a value whose key name contains one of these words, in any case, never reaches a log. The
 * functions' logger and the site's console logging both call `redact`. Zod-free, so the site's
 * entry chunk can import it through `@voyagent/contracts/names`.
 */

/** travel.md §8: "password, token, api_key, session, user_id or email". */
export const SENSITIVE_LOG_KEYS = [
  'password',
  'token',
  'api_key',
  'session',
  'user_id',
  'email',
] as const;

const SENSITIVE_KEY = new RegExp(SENSITIVE_LOG_KEYS.join('|'), 'i');

export const REDACTED = '[REDACTED]';

/** Whether a key's value is kept out of logs: its name contains a sensitive word. */
export function isSensitiveLogKey(key: string): boolean {
  return SENSITIVE_KEY.test(key);
}

/**
 * A copy of `value` with every value under a sensitive key replaced, at any depth, through
 * objects and arrays; an Error becomes its name and message (its other fields may carry a
 * request), a cycle becomes "[Circular]". The input is not changed.
 */
export function redact(value: unknown, seen = new WeakSet<object>()): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (seen.has(value)) return '[Circular]';
  seen.add(value);
  if (value instanceof Error) return { name: value.name, message: value.message };
  if (Array.isArray(value)) return value.map((item) => redact(item, seen));
  const copy: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    copy[key] = isSensitiveLogKey(key) ? REDACTED : redact(inner, seen);
  }
  return copy;
}
