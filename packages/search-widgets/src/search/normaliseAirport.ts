import { SearchInputError } from './searchErrors';

/** Thrown for a blank origin or destination airport (travel.md §5). */
export const INVALID_AIRPORT_MESSAGE = 'Invalid airport information';

/**
 * A code is three capitals, alone or opening a bracket ("(JFK - Kennedy)"); lower-case words such
 * as "Rio", "Nice" or "(Bay)" are names, never codes.
 */
const BRACKETED_CODE = /\(\s*([A-Z]{3})(?![\p{L}\p{N}])[^)]*\)/u;
const BARE_CODE = /(?<![\p{L}\p{N}])([A-Z]{3})(?![\p{L}\p{N}])/u;

/**
 * travel.md §5: origin and destination become "city (CODE)" when a three-letter code is present.
 * The city is the text before the first comma or bracket, with the code and dashes around it
 * removed: "New York, NY, USA (JFK - John F. Kennedy Intl.)" → "New York (JFK)",
 * "LHR - London" → "London (LHR)", a lone "CDG" stays "CDG". Without a code the text is kept.
 */
export function normaliseAirport(input: unknown): string {
  const text = typeof input === 'string' ? input.trim().replace(/\s+/g, ' ') : '';
  if (text === '') throw new SearchInputError(INVALID_AIRPORT_MESSAGE);

  const bracketed = BRACKETED_CODE.exec(text);
  const bare = bracketed ? null : BARE_CODE.exec(text);
  const code = bracketed?.[1] ?? bare?.[1];
  if (!code) return text;

  const beforeBracket = text.split('(')[0] ?? '';
  const withoutCode = bare ? beforeBracket.replace(BARE_CODE, ' ') : beforeBracket;
  const city = (withoutCode.split(',')[0] ?? '')
    .replace(/^[\s\-–—:/|]+|[\s\-–—:/|]+$/g, '')
    .replace(/\s+/g, ' ');
  return city === '' ? code : `${city} (${code})`;
}
