import { describe, expect, it } from 'vitest';
import { SearchInputError } from './searchErrors';
import { wholeCount } from './wholeCount';

describe('wholeCount', () => {
  it('passes whole numbers from 0 through', () => {
    expect([0, 3, 20].map((n) => wholeCount(n, 'adults'))).toEqual([0, 3, 20]);
  });

  it.each([[-1], [2.5], [Number.NaN], ['2'], [undefined]])('refuses %j', (value) => {
    expect(() => wholeCount(value, 'rooms')).toThrow(
      new SearchInputError('rooms must be a whole number'),
    );
  });
});
