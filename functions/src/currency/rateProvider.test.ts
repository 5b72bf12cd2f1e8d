import { describe, expect, it, vi } from 'vitest';
import {
  OPEN_EXCHANGE_RATES_URL,
  openExchangeRatesProvider,
  openExchangeRatesRequest,
  openExchangeRatesSnapshot,
  rateProviderFor,
} from './rateProvider';

/** Open Exchange Rates' latest.json, cut to three rates. */
const ANSWER = {
  disclaimer: 'Usage subject to terms: https://openexchangerates.org/terms',
  timestamp: 1763942400,
  base: 'USD',
  rates: { EUR: 0.8649, JPY: 156.42, USD: 1, BTC: 0.0000111, bad: 2, XAG: -1 },
};

describe('the Open Exchange Rates adapter', () => {
  it('builds the exact request: GET latest.json, the key in the Authorization header only', () => {
    expect(openExchangeRatesRequest('app-id-123')).toEqual({
      url: 'https://openexchangerates.org/api/latest.json',
      init: {
        method: 'GET',
        headers: { Accept: 'application/json', Authorization: 'Token app-id-123' },
      },
    });
  });

  it('sends that request and reads the rates per dollar with their time', async () => {
    const fetch = vi.fn(async () => Response.json(ANSWER));
    const snapshot = await openExchangeRatesProvider({ apiKey: 'app-id-123', fetch }).latest();
    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(OPEN_EXCHANGE_RATES_URL);
    expect(init.headers).toEqual({ Accept: 'application/json', Authorization: 'Token app-id-123' });
    expect(init.signal).toBeInstanceOf(AbortSignal);
    expect(snapshot).toMatchObject({
      base: 'USD',
      kind: 'latest',
      source: { updatedOn: '2025-11-24' },
    });
    // Codes that are not three capitals, and rates that are not positive numbers, are dropped.
    expect(snapshot.rates).toEqual({
      BTC: { perBase: '0.0000111', period: '2025-11-24T00:00:00.000Z' },
      EUR: { perBase: '0.8649', period: '2025-11-24T00:00:00.000Z' },
      JPY: { perBase: '156.42', period: '2025-11-24T00:00:00.000Z' },
      USD: { perBase: '1', period: '2025-11-24T00:00:00.000Z' },
    });
  });

  it('throws on an error status and on an answer without rates', async () => {
    const refused = openExchangeRatesProvider({
      apiKey: 'wrong',
      fetch: async () => Response.json({ error: true, status: 401 }, { status: 401 }),
    });
    await expect(refused.latest()).rejects.toThrow('Open Exchange Rates answered 401');
    expect(() => openExchangeRatesSnapshot({ timestamp: 1, base: 'USD' })).toThrow(
      'without timestamp, base or rates',
    );
  });

  it('is the provider only when EXCHANGE_RATES_API_KEY is set', () => {
    expect(rateProviderFor({ EXCHANGE_RATES_API_KEY: '' })).toBeUndefined();
    expect(rateProviderFor({ EXCHANGE_RATES_API_KEY: 'app-id' })?.name).toBe('openexchangerates');
  });
});
