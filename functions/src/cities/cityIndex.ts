/**
 * In-memory city search for the autocompletes (travel.md §7). Cities whose name starts with the
 * query come first, then cities with a later word starting with it ("York" finds York before
 * New York); within each group, larger population first. Queries of 2-3 characters hit a table
 * built once; longer ones scan a short sorted range, so a lookup stays in microseconds.
 */

export interface CitySource {
  name: string;
  /** ISO 3166-1 alpha-2 code. */
  country: string;
  population: number;
}

export interface CitySuggestion {
  name: string;
  /** Country name in English. */
  country: string;
  displayName: string;
}

/** How a key matched the city: the whole name, or a later word in it. */
const enum MatchKind {
  NamePrefix = 0,
  WordPrefix = 1,
}

interface Entry {
  key: string;
  city: number;
  kind: MatchKind;
}

const PRECOMPUTED_PREFIX_LENGTHS = [2, 3];
/** Candidates kept per short prefix: enough to fill a page after duplicates are dropped. */
const CANDIDATES_PER_PREFIX = 48;
export const DEFAULT_SUGGESTION_LIMIT = 10;

/** Lower case, accents removed, so "sao" finds "São Paulo". */
export function normalizeForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

export class CityIndex {
  private readonly cities: readonly CitySuggestion[];
  private readonly populations: Float64Array;
  private readonly entries: Entry[];
  private readonly shortPrefixes = new Map<string, Entry[]>();

  constructor(sources: readonly CitySource[], countryName: (code: string) => string) {
    this.cities = sources.map((source) => {
      const country = countryName(source.country);
      return { name: source.name, country, displayName: `${source.name}, ${country}` };
    });
    this.populations = Float64Array.from(sources, (source) => source.population);
    this.entries = buildEntries(sources);
    this.buildShortPrefixes();
  }

  get size(): number {
    return this.cities.length;
  }

  search(query: string, limit = DEFAULT_SUGGESTION_LIMIT): CitySuggestion[] {
    const needle = normalizeForSearch(query);
    if (!needle) return [];
    const candidates = this.shortPrefixes.get(needle) ?? this.scan(needle);
    const results: CitySuggestion[] = [];
    const seen = new Set<string>();
    for (const entry of candidates) {
      const city = this.cities[entry.city];
      if (!city || seen.has(city.displayName)) continue;
      seen.add(city.displayName);
      results.push(city);
      if (results.length === limit) break;
    }
    return results;
  }

  /** Entries whose key starts with `needle`, best first, bounded to the candidate count. */
  private scan(needle: string): Entry[] {
    const best: Entry[] = [];
    for (let i = lowerBound(this.entries, needle); i < this.entries.length; i++) {
      const entry = this.entries[i];
      if (!entry?.key.startsWith(needle)) break;
      insertRanked(best, entry, this.populations, CANDIDATES_PER_PREFIX);
    }
    return best;
  }

  private buildShortPrefixes(): void {
    for (const entry of this.entries) {
      for (const length of PRECOMPUTED_PREFIX_LENGTHS) {
        if (entry.key.length < length) continue;
        const prefix = entry.key.slice(0, length);
        let list = this.shortPrefixes.get(prefix);
        if (!list) this.shortPrefixes.set(prefix, (list = []));
        insertRanked(list, entry, this.populations, CANDIDATES_PER_PREFIX);
      }
    }
  }
}

function buildEntries(sources: readonly CitySource[]): Entry[] {
  const entries: Entry[] = [];
  sources.forEach((source, city) => {
    const key = normalizeForSearch(source.name);
    entries.push({ key, city, kind: MatchKind.NamePrefix });
    // Every later word start: "new york" is also found under "york".
    for (const match of key.matchAll(/[\s\-'’(]+(?=\S)/g)) {
      entries.push({
        key: key.slice(match.index + match[0].length),
        city,
        kind: MatchKind.WordPrefix,
      });
    }
  });
  return entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

function lowerBound(entries: readonly Entry[], needle: string): number {
  let low = 0;
  let high = entries.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((entries[mid]?.key ?? '') < needle) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Keeps `list` sorted best first (name matches, then population) and at most `max` long. */
function insertRanked(list: Entry[], entry: Entry, populations: Float64Array, max: number): void {
  const better = (a: Entry, b: Entry) =>
    a.kind !== b.kind ? a.kind < b.kind : (populations[a.city] ?? 0) > (populations[b.city] ?? 0);
  let position = list.length;
  while (position > 0 && better(entry, list[position - 1] as Entry)) position--;
  if (position >= max) return;
  list.splice(position, 0, entry);
  if (list.length > max) list.pop();
}
