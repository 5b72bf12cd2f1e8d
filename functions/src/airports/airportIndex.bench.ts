import { getWorldAirportIndex } from '@voyagent/contracts';
import { bench, describe } from 'vitest';

const index = getWorldAirportIndex();
const queries = ['pa', 'par', 'JFK', 'lon', 'nyc', 'new york', 'sao paulo', 'heathrow', 'zzz'];
let i = 0;

describe(`airport-suggestions index (${index.size} airports)`, () => {
  bench('search (mixed queries)', () => {
    index.search(queries[i++ % queries.length] ?? 'par');
  });
});
