import { describe, expect, it } from 'vitest';
import { normaliseAirport } from './normaliseAirport';
import { SearchInputError } from './searchErrors';

describe('normaliseAirport (SW-032)', () => {
  it.each([
    ['Paris (CDG)', 'Paris (CDG)'],
    ['Paris, France (CDG)', 'Paris (CDG)'],
    ['New York, NY, USA (JFK - John F. Kennedy Intl.)', 'New York (JFK)'],
    ['  London   (LHR) ', 'London (LHR)'],
    ['LHR - London', 'London (LHR)'],
    ['Los Angeles LAX', 'Los Angeles (LAX)'],
    ['São Paulo (GRU)', 'São Paulo (GRU)'],
    ['CDG', 'CDG'],
    ['(ORY)', 'ORY'],
  ])('%j becomes %j', (input, expected) => {
    expect(normaliseAirport(input)).toBe(expected);
  });

  it.each([
    ['Paris', 'Paris'],
    ['Rio de Janeiro, Brazil', 'Rio de Janeiro, Brazil'],
    ['Nice', 'Nice'],
    ['Frankfurt (Main)', 'Frankfurt (Main)'],
    ['Thunder (Bay)', 'Thunder (Bay)'],
    ['paris (cdg)', 'paris (cdg)'],
    ['  Tokyo   Haneda ', 'Tokyo Haneda'],
  ])('keeps %j without a three-letter code as %j', (input, expected) => {
    expect(normaliseAirport(input)).toBe(expected);
  });

  it('takes the bracketed code over a capitalised word before it', () => {
    expect(normaliseAirport('Sydney, NSW (SYD)')).toBe('Sydney (SYD)');
  });

  // SW-034
  it.each([[''], ['  '], [null], [undefined], [{}]])(
    'throws "Invalid airport information" for %j',
    (input) => {
      expect(() => normaliseAirport(input)).toThrow(
        new SearchInputError('Invalid airport information'),
      );
      expect(() => normaliseAirport(input)).toThrow(SearchInputError);
    },
  );
});
