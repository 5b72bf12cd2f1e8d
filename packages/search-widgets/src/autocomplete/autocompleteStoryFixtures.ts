import type { CitySource } from './autocompleteSources';
import type { CitySuggestion, HotelSuggestion } from './suggestions';

/** Stories' bundled lists: real places, a stand-in for what a page would pass. */
export const STORY_CITIES: CitySuggestion[] = [
  ['Paris', 'France'],
  ['Pau', 'France'],
  ['Parma', 'Italy'],
  ['Rome', 'Italy'],
  ['Romans-sur-Isère', 'France'],
  ['Lisbon', 'Portugal'],
  ['London', 'United Kingdom'],
].map(([name = '', country = '']) => ({ name, country, displayName: `${name}, ${country}` }));

/** Story hotels: real Rome hotels named as examples only; the rating is not shown. */
export const STORY_HOTELS: HotelSuggestion[] = [
  'Hotel Artemide',
  'Hotel Eden',
  'Hotel de Russie',
  'Rome Cavalieri',
  'Hotel Raphael',
].map((name) => ({
  name,
  city: 'Rome',
  country: 'Italy',
  displayName: `${name}, Rome`,
  rating: 0,
}));

/** A stand-in for the server: answers these cities after `delayMs`, honouring the abort signal. */
export function storyServer(cities: readonly CitySuggestion[], delayMs = 600): CitySource {
  return (_query, signal) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => resolve(cities), delayMs);
      signal.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(signal.reason);
      });
    });
}

/** A server that never answers (the loading state) and one that fails (the fallback). */
export const pendingServer: CitySource = () => new Promise(() => undefined);
export const failingServer: CitySource = () => Promise.reject(new Error('offline'));

/** What the server answers in the stories: cities the bundled list does not hold. */
export const SERVER_CITIES: CitySuggestion[] = [
  ['Paris', 'United States'],
  ['Paraná', 'Argentina'],
  ['Paramaribo', 'Suriname'],
  ['Parañaque', 'Philippines'],
  ['Parnu', 'Estonia'],
  ['Paro', 'Bhutan'],
  ['Parintins', 'Brazil'],
].map(([name = '', country = '']) => ({ name, country, displayName: `${name}, ${country}` }));
