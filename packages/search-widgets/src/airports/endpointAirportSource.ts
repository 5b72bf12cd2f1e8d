import { isAutocompleteQuery } from '../autocomplete/autocompleteQuery';
import type { AirportSuggestion } from '../autocomplete/suggestions';
import type { AirportSource } from './localAirportSource';

const SUGGESTION_FIELDS = ['code', 'name', 'city', 'country', 'displayName'] as const;

function isAirportSuggestion(value: unknown): value is AirportSuggestion {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return SUGGESTION_FIELDS.every((field) => typeof record[field] === 'string');
}

/**
 * Asks the public `airport-suggestions` function at `url` (its HTTPS address), as an embed does
 * without bundling the airport list: a plain POST in the callable protocol (`{"data": …}` in,
 * `{"result": …}` out), no Firebase SDK. Under 2 characters it asks nothing. A refusal or an
 * answer of another shape rejects, so the widget can fall back to `localAirportSource`.
 */
export function endpointAirportSource(url: string): AirportSource {
  return async (query, signal) => {
    if (!isAutocompleteQuery(query)) return [];
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ data: { query } }),
      signal,
    });
    const body: unknown = await response.json().catch(() => undefined);
    const airports = (body as { result?: { airports?: unknown } } | undefined)?.result?.airports;
    if (!response.ok || !Array.isArray(airports) || !airports.every(isAirportSuggestion)) {
      throw new Error(`airport-suggestions answered HTTP ${response.status} without airports`);
    }
    return airports;
  };
}
