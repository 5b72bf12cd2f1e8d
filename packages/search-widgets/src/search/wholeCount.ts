import { SearchInputError } from './searchErrors';

/**
 * A traveller count as the links use it. The builders expect validated searches, but a count that
 * is not a whole number would still reach the partner as "NaN" or "2.5", so it is refused.
 */
export function wholeCount(value: unknown, name: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    throw new SearchInputError(`${name} must be a whole number`);
  }
  return value;
}
