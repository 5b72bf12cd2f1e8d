import { isAutocompleteQuery } from '../autocomplete/autocompleteQuery';
import type { AirportSuggestion } from '../autocomplete/suggestions';
import { foldText } from '../foldText';
import { normaliseAirport } from '../search/normaliseAirport';

/** 2 a large airport, 1 a medium one with scheduled service, 0 a medium one without. */
export type AirportRank = 0 | 1 | 2;

export interface Airport {
  code: string;
  name: string;
  city: string;
  country: string;
  latitude: number;
  longitude: number;
  rank: AirportRank;
  /** Metropolitan codes that group a city's airports ("PAR" on CDG and LBG). */
  metroCodes: readonly string[];
}

/** How many airports one answer lists: a big city's group (London has 7) and a little more. */
export const AIRPORT_SUGGESTION_LIMIT = 8;

/** Reads the generated list (airportData.ts): one tab-separated airport a line. */
export function parseAirportData(data: string): Airport[] {
  return data.split('\n').map((line) => {
    const [code = '', name = '', city = '', country = '', lat, lon, rank, metro = ''] =
      line.split('\t');
    const latitude = lat ? Number(lat) : NaN;
    const longitude = lon ? Number(lon) : NaN;
    if (
      !/^[A-Z]{3}$/.test(code) ||
      !Number.isFinite(latitude) ||
      !Number.isFinite(longitude) ||
      (rank !== '0' && rank !== '1' && rank !== '2')
    ) {
      throw new Error(`Malformed airport line: ${line}`);
    }
    return {
      code,
      name,
      city,
      country,
      latitude,
      longitude,
      rank: Number(rank) as AirportRank,
      metroCodes: metro === '' ? [] : metro.split(' '),
    };
  });
}

/** How an airport matched the query, best first. */
const Match = {
  code: 0,
  metroCode: 1,
  cityPrefix: 2,
  cityWord: 3,
  nameWord: 4,
  none: 5,
} as const;
type MatchTier = (typeof Match)[keyof typeof Match];

interface Entry {
  airport: Airport;
  suggestion: AirportSuggestion;
  code: string;
  metroCodes: readonly string[];
  city: string;
  name: string;
  /** Airports of one municipality in one country are listed together. */
  group: string;
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

function startsAWord(text: string, needle: string): boolean {
  for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + 1)) {
    if (at === 0 || !LETTER_OR_DIGIT.test(text.charAt(at - 1))) return true;
  }
  return false;
}

function matchOf(entry: Entry, needle: string): MatchTier {
  if (entry.code === needle) return Match.code;
  if (entry.metroCodes.includes(needle)) return Match.metroCode;
  if (entry.city.startsWith(needle)) return Match.cityPrefix;
  if (startsAWord(entry.city, needle)) return Match.cityWord;
  if (startsAWord(entry.name, needle)) return Match.nameWord;
  return Match.none;
}

/**
 * Airport search for the flight autocomplete, the same in the browser and in the
 * `airport-suggestions` function. Case and accents are ignored; under 2 characters finds nothing.
 *
 * An airport matches by, best first: its IATA code ("jfk"), a metropolitan code ("lon", "nyc"),
 * its city's start ("par"), a later word of its city ("istanbul" in "Pendik, Istanbul"), a word
 * of its name ("heathrow"). Airports of the same city and country stay together, so "par" lists
 * Paris's airports as one group, and cities of one name follow each other. They are ordered by
 * the best match of their name, then by the rank of the best airport of that name (a large
 * airport before a medium one with scheduled flights before one without), then by name: Paris,
 * France, with CDG, then Paris, Texas, with Cox Field, then Paraburdoo. Within a group: rank, then
 * code (CDG, ORY, then Le Bourget).
 */
export class AirportIndex {
  private readonly entries: readonly Entry[];

  constructor(airports: readonly Airport[]) {
    this.entries = airports.map((airport) => {
      const city = foldText(airport.city);
      return {
        airport,
        suggestion: {
          code: airport.code,
          name: airport.name,
          city: airport.city,
          country: airport.country,
          displayName: normaliseAirport(`${airport.city || airport.name} (${airport.code})`),
        },
        code: airport.code.toLowerCase(),
        metroCodes: airport.metroCodes.map((code) => code.toLowerCase()),
        city,
        name: foldText(airport.name),
        group: city === '' ? airport.code : `${airport.country} ${city}`,
      };
    });
  }

  get size(): number {
    return this.entries.length;
  }

  /** The airport with this IATA code (any case), with its coordinates, or undefined. */
  byCode(code: string): Airport | undefined {
    const wanted = code.trim().toLowerCase();
    const entry = this.entries.find((candidate) => candidate.code === wanted);
    return entry && { ...entry.airport };
  }

  search(query: string, limit = AIRPORT_SUGGESTION_LIMIT): AirportSuggestion[] {
    if (!isAutocompleteQuery(query)) return [];
    const needle = foldText(query.trim().replace(/\s+/g, ' '));
    const groups = new Map<string, Group>();
    for (const entry of this.entries) {
      const match = matchOf(entry, needle);
      if (match === Match.none) continue;
      const group = groups.get(entry.group);
      if (group) {
        group.match = Math.min(group.match, match) as MatchTier;
        group.rank = Math.max(group.rank, entry.airport.rank);
        group.entries.push(entry);
      } else {
        const city = entry.city || entry.name;
        groups.set(entry.group, { match, rank: entry.airport.rank, city, entries: [entry] });
      }
    }
    return (
      orderGroups([...groups.values()])
        .flatMap((group) =>
          group.entries.sort((a, b) => b.airport.rank - a.airport.rank || compare(a.code, b.code)),
        )
        .slice(0, Math.max(0, limit))
        // Copies: a caller that edits an answer must not change the index.
        .map((entry) => ({ ...entry.suggestion }))
    );
  }
}

interface Group {
  match: MatchTier;
  /** The best rank among the group's matching airports. */
  rank: number;
  city: string;
  entries: Entry[];
}

/**
 * Cities of one name together (Paris, France, then Paris, Texas), ordered by the best match of
 * the name, then the best rank of its airports, then the name; within a name, the better group
 * first.
 */
function orderGroups(groups: Group[]): Group[] {
  const bestOfName = new Map<string, { match: number; rank: number }>();
  for (const group of groups) {
    const best = bestOfName.get(group.city);
    bestOfName.set(group.city, {
      match: Math.min(best?.match ?? Match.none, group.match),
      rank: Math.max(best?.rank ?? 0, group.rank),
    });
  }
  const nameOf = (group: Group) => bestOfName.get(group.city) ?? { match: Match.none, rank: 0 };
  return groups.sort(
    (a, b) =>
      nameOf(a).match - nameOf(b).match ||
      nameOf(b).rank - nameOf(a).rank ||
      compare(a.city, b.city) ||
      a.match - b.match ||
      b.rank - a.rank,
  );
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
