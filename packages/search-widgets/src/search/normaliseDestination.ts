import { SearchInputError } from './searchErrors';

/** Thrown for a blank hotel destination (travel.md §5). */
export const INVALID_DESTINATION_MESSAGE = 'Invalid destination';

/** The hotel destination as the link carries it: trimmed, inner runs of spaces collapsed. */
export function normaliseDestination(input: unknown): string {
  const destination = typeof input === 'string' ? input.trim().replace(/\s+/g, ' ') : '';
  if (destination === '') throw new SearchInputError(INVALID_DESTINATION_MESSAGE);
  return destination;
}
