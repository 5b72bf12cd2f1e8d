import { warnInDevelopment } from './warnInDevelopment';

/**
 * Checks an enumerated prop at run time (JavaScript callers and casts bypass the types): an
 * allowed value passes through; anything else warns in development and becomes `fallback`.
 */
export function oneOf<T extends string>(
  component: string,
  prop: string,
  value: unknown,
  allowed: readonly T[],
  fallback: T,
): T {
  if (allowed.includes(value as T)) return value as T;
  warnInDevelopment(
    `${component}: ${prop} "${String(value)}" is not one of ${allowed.join(', ')}; using "${fallback}"`,
  );
  return fallback;
}
