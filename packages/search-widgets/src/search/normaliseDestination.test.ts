import { describe, expect, it } from 'vitest';
import { normaliseDestination } from './normaliseDestination';
import { SearchInputError } from './searchErrors';

describe('normaliseDestination', () => {
  it('trims and collapses spaces', () => {
    expect(normaliseDestination('  Paris,   France ')).toBe('Paris, France');
  });

  // SW-033
  it.each([[''], ['   '], ['\n\t'], [null], [undefined], [12]])(
    'throws "Invalid destination" for %j',
    (input) => {
      expect(() => normaliseDestination(input)).toThrow(
        new SearchInputError('Invalid destination'),
      );
      expect(() => normaliseDestination(input)).toThrow(SearchInputError);
    },
  );
});
