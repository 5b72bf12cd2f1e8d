import { foldText } from '../foldText';
import { isAutocompleteQuery } from './autocompleteQuery';

/**
 * The local lists' matches for a query, best first: items whose text starts with the query, then
 * those with a word that starts with it, then those containing it anywhere; list order within
 * each group. Case and accents are ignored ("sao" finds "São Paulo"). Nothing under 2 characters.
 */
export function localMatches<T>(
  items: readonly T[],
  query: string,
  textsOf: (item: T) => readonly string[],
  limit: number,
): T[] {
  if (!isAutocompleteQuery(query)) return [];
  const needle = foldText(query.trim().replace(/\s+/g, ' '));
  const ranked: { item: T; rank: number }[] = [];
  for (const item of items) {
    const rank = Math.min(...textsOf(item).map((text) => matchRank(foldText(text), needle)));
    if (rank < NO_MATCH) ranked.push({ item, rank });
  }
  return ranked
    .sort((a, b) => a.rank - b.rank)
    .slice(0, Math.max(0, limit))
    .map(({ item }) => item);
}

const NO_MATCH = 3;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

function matchRank(text: string, needle: string): number {
  let at = text.indexOf(needle);
  if (at === 0) return 0;
  if (at < 0) return NO_MATCH;
  for (; at >= 0; at = text.indexOf(needle, at + 1)) {
    if (!LETTER_OR_DIGIT.test(text.charAt(at - 1))) return 1;
  }
  return 2;
}
