/**
 * travel.md §5: autocomplete queries need at least 2 characters. The server's check is
 * `CITY_QUERY_MIN_LENGTH` in @voyagent/contracts/names; this published package cannot depend on
 * that private one, so the number is repeated here and a test holds the two equal.
 */
export const AUTOCOMPLETE_MIN_QUERY_LENGTH = 2;

/** Long enough to look up, counted as the server counts it (trimmed, UTF-16 length). */
export function isAutocompleteQuery(query: string): boolean {
  return query.trim().length >= AUTOCOMPLETE_MIN_QUERY_LENGTH;
}
