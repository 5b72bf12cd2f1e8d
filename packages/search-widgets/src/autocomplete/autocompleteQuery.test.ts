import { CITY_QUERY_MIN_LENGTH } from '@voyagent/contracts/names';
import { describe, expect, it } from 'vitest';
import { AUTOCOMPLETE_MIN_QUERY_LENGTH, isAutocompleteQuery } from './autocompleteQuery';

describe('isAutocompleteQuery (SW-042)', () => {
  it('needs at least 2 characters, white space around them not counted', () => {
    expect(['', 'p', ' p ', '  '].map(isAutocompleteQuery)).toEqual([false, false, false, false]);
    expect(['pa', ' pa ', 'Paris'].map(isAutocompleteQuery)).toEqual([true, true, true]);
  });

  it('asks from the same length the server accepts', () => {
    expect(AUTOCOMPLETE_MIN_QUERY_LENGTH).toBe(CITY_QUERY_MIN_LENGTH);
  });
});
