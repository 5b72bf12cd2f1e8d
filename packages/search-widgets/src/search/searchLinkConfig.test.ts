import { describe, expect, it } from 'vitest';
import { appendAffiliateIds, searchBaseUrl } from './searchLinkConfig';
import { SearchConfigError } from './searchErrors';

describe('searchBaseUrl', () => {
  it('accepts absolute http(s) addresses and keeps their own query', () => {
    expect(searchBaseUrl('https://partner.example/Hotel-Search?siteid=5', 'x').href).toBe(
      'https://partner.example/Hotel-Search?siteid=5',
    );
    expect(searchBaseUrl('http://127.0.0.1:8080/flights', 'x').pathname).toBe('/flights');
  });

  it.each([
    ['/Hotel-Search'],
    ['partner.example'],
    ['javascript:alert(1)'],
    [''],
    [undefined],
    [42],
  ])('refuses %j with a typed error naming the setting', (value) => {
    expect(() => searchBaseUrl(value, 'hotelSearchBaseUrl')).toThrow(
      new SearchConfigError('hotelSearchBaseUrl must be an absolute http(s) URL'),
    );
    expect(() => searchBaseUrl(value, 'hotelSearchBaseUrl')).toThrow(SearchConfigError);
  });
});

describe('appendAffiliateIds', () => {
  it('appends each id after what the URL already holds', () => {
    const url = new URL('https://partner.example/Flights-Search?trip=oneway');
    appendAffiliateIds(url, { affcid: 'voyagent-1', my_ad: 'AFF.US' }, ['trip']);
    expect([...url.searchParams.keys()]).toEqual(['trip', 'affcid', 'my_ad']);
    expect(url.searchParams.get('my_ad')).toBe('AFF.US');
  });

  it('accepts no ids at all', () => {
    const url = new URL('https://partner.example/');
    appendAffiliateIds(url, undefined, []);
    expect(url.search).toBe('');
  });

  it('refuses an id that would rewrite a search field', () => {
    const url = new URL('https://partner.example/');
    expect(() => appendAffiliateIds(url, { trip: 'multi' }, ['trip'])).toThrow(
      'affiliateIds must not set the search field "trip"',
    );
  });

  it('refuses blank names and values that are not text', () => {
    const url = new URL('https://partner.example/');
    expect(() => appendAffiliateIds(url, { ' ': 'x' }, [])).toThrow(SearchConfigError);
    const numeric = { affcid: 7 } as unknown as Record<string, string>;
    expect(() => appendAffiliateIds(url, numeric, [])).toThrow(
      'affiliateIds must map parameter names to text values',
    );
  });
});
