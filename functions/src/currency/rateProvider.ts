/**
 * Where live exchange rates come from: Open Exchange Rates (`latest.json`, rates per US dollar)
 * when EXCHANGE_RATES_API_KEY is set. Without a key there is no live provider: the rates shipped
 * in the repository (packages/travel-data exchangeRates) are the documented default, not a
 * stand-in, so conversions go on with them everywhere (config/providers.ts: only the refresh
 * reports the missing key).
 */
import type { RateSnapshot } from '@voyagent/travel-data/exchangeRates';
import type { ServerConfig } from '../config/config';

export interface RateProvider {
  /** The provider's name, stored with what it answered. */
  name: string;
  /** Its latest rates; throws when it cannot answer. */
  latest(): Promise<RateSnapshot>;
}

export const OPEN_EXCHANGE_RATES_URL = 'https://openexchangerates.org/api/latest.json';
/** A conversion waits for the provider at most this long before the stored rates answer. */
export const RATE_PROVIDER_TIMEOUT_MS = 5000;

/** The exact request the adapter sends: the key in a header, never in the URL (or the logs). */
export function openExchangeRatesRequest(apiKey: string): { url: string; init: RequestInit } {
  return {
    url: OPEN_EXCHANGE_RATES_URL,
    init: {
      method: 'GET',
      headers: { Accept: 'application/json', Authorization: `Token ${apiKey}` },
    },
  };
}

interface OpenExchangeRatesAnswer {
  timestamp?: unknown;
  base?: unknown;
  rates?: unknown;
}

/** The provider's answer as a RateSnapshot; an answer without a time, base or rates is refused. */
export function openExchangeRatesSnapshot(answer: OpenExchangeRatesAnswer): RateSnapshot {
  const { timestamp, base, rates } = answer;
  if (
    typeof timestamp !== 'number' ||
    typeof base !== 'string' ||
    !rates ||
    typeof rates !== 'object'
  ) {
    throw new Error('Open Exchange Rates answered without timestamp, base or rates');
  }
  const at = new Date(timestamp * 1000).toISOString();
  const quoted = Object.entries(rates as Record<string, unknown>).flatMap(([code, rate]) =>
    /^[A-Z]{3}$/.test(code) && typeof rate === 'number' && Number.isFinite(rate) && rate > 0
      ? [[code, { perBase: String(rate), period: at }] as const]
      : [],
  );
  return {
    base,
    kind: 'latest',
    source: {
      name: 'Open Exchange Rates, latest rates',
      licence: 'Open Exchange Rates terms of service',
      url: 'https://openexchangerates.org',
      updatedOn: at.slice(0, 10),
    },
    rates: Object.fromEntries(quoted),
  };
}

/** Open Exchange Rates. Any failure (network, status, unreadable answer) throws. */
export function openExchangeRatesProvider(options: {
  apiKey: string;
  fetch: typeof globalThis.fetch;
}): RateProvider {
  return {
    name: 'openexchangerates',
    async latest() {
      const { url, init } = openExchangeRatesRequest(options.apiKey);
      const response = await options.fetch(url, {
        ...init,
        signal: AbortSignal.timeout(RATE_PROVIDER_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`Open Exchange Rates answered ${response.status}`);
      return openExchangeRatesSnapshot((await response.json()) as OpenExchangeRatesAnswer);
    },
  };
}

/** The live provider the configuration names, or undefined when none is configured. */
export function rateProviderFor(
  config: Pick<ServerConfig, 'EXCHANGE_RATES_API_KEY'>,
  fetch: typeof globalThis.fetch = globalThis.fetch,
): RateProvider | undefined {
  const apiKey = config.EXCHANGE_RATES_API_KEY;
  return apiKey ? openExchangeRatesProvider({ apiKey, fetch }) : undefined;
}
