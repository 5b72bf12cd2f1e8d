import { describe, expect, it } from 'vitest';
import { SearchConfigError, SearchInputError } from './searchErrors';

describe('search errors', () => {
  it('are Errors a widget can tell apart by class and by name', () => {
    const input = new SearchInputError('Invalid destination');
    const config = new SearchConfigError('hotelSearchBaseUrl must be an absolute http(s) URL');
    expect(input).toBeInstanceOf(Error);
    expect(input).not.toBeInstanceOf(SearchConfigError);
    expect(config).not.toBeInstanceOf(SearchInputError);
    expect([input.name, input.message]).toEqual(['SearchInputError', 'Invalid destination']);
    expect(config.name).toBe('SearchConfigError');
  });
});
