/** Keys whose values never reach a log line (shell.md §8, travel.md §8). */
const SENSITIVE_KEY = /password|token|api_key|session|user_id|email/i;

export const REDACTED = '[REDACTED]';

/** A copy of `value` with every value under a sensitive key replaced, at any depth. */
export function redact(value: unknown, seen = new WeakSet<object>()): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (seen.has(value)) return '[Circular]';
  seen.add(value);
  if (value instanceof Error) return { name: value.name, message: value.message };
  if (Array.isArray(value)) return value.map((item) => redact(item, seen));
  const copy: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    copy[key] = SENSITIVE_KEY.test(key) ? REDACTED : redact(inner, seen);
  }
  return copy;
}
