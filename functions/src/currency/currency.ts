/**
 * The currency converter (issue 13 item 1): `currencies-list`, `currency-convert` and the daily
 * `currency-rates-refresh`. The arithmetic is @voyagent/travel-data's `convertAmount`, the same
 * function the assistant's tool calls; this file picks the rates and counts the conversion.
 */
import {
  currenciesList as listContract,
  currencyConvert as convertContract,
  currencyRatesRefresh as refreshContract,
  type RateSource,
} from '@voyagent/contracts';
import { currencyByCode } from '@voyagent/travel-data/currencies';
import {
  ConversionError,
  convertAmount,
  convertibleCodes,
  SHIPPED_RATES,
  type RateSnapshot,
} from '@voyagent/travel-data/exchangeRates';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { HttpsError } from 'firebase-functions/v2/https';
import type { Kysely } from 'kysely';
import { isUnlimitedAdmin, serverConfig } from '../config/config';
import { localProvidersAllowed } from '../config/providers';
import { EXCHANGE_RATES_API_KEY } from '../config/secrets';
import { getDatabase } from '../db/database';
import type { Database } from '../db/schema';
import { defineCallable } from '../http/defineCallable';
import { requestIp } from '../http/requestIp';
import { logger } from '../logging/logger';
import {
  countConversion,
  latestStoredRates,
  STORED_RATES_MAX_AGE_MS,
  storeRates,
  type Converter,
} from './currencyStore';
import { rateProviderFor, type RateProvider } from './rateProvider';

/** The rates a conversion uses, and the notice the answer carries when they are a fallback. */
export interface ChosenRates {
  rates: RateSnapshot;
  notice: string | null;
}

/**
 * The newest stored rates (fresh: fetched within STORED_RATES_MAX_AGE_MS); else, with a live
 * provider, its rates now (stored for the next calls), and when it fails the shipped rates with
 * a notice saying so; without a provider, the shipped rates.
 */
export async function chooseRates(
  db: Kysely<Database>,
  provider: RateProvider | undefined,
  now: Date,
): Promise<ChosenRates> {
  const stored = await latestStoredRates(db, new Date(now.getTime() - STORED_RATES_MAX_AGE_MS));
  if (stored) return { rates: stored, notice: null };
  if (!provider) return { rates: SHIPPED_RATES, notice: null };
  try {
    const rates = await provider.latest();
    await storeRates(db, provider.name, rates, now);
    return { rates, notice: null };
  } catch (error) {
    logger.warn('currency-convert: the live rate provider failed; the shipped rates answer', {
      provider: provider.name,
      reason: error instanceof Error ? error.message : 'unknown',
    });
    return {
      rates: SHIPPED_RATES,
      notice: convertContract.errors.liveRatesUnavailable(SHIPPED_RATES.source.updatedOn),
    };
  }
}

const sourceOf = ({ source, kind }: RateSnapshot): RateSource => ({ ...source, kind });

/** `currencies-list` {} → the shipped rates' currencies, with name, symbol and minor units. */
export const currenciesList = defineCallable(listContract, () => ({
  currencies: convertibleCodes(SHIPPED_RATES).flatMap((code) => {
    const currency = currencyByCode(code);
    const rate = SHIPPED_RATES.rates[code];
    if (!currency || !rate) return [];
    const { name, symbol, minorUnits } = currency;
    return [{ code, name, symbol, minorUnits, period: rate.period }];
  }),
  source: sourceOf(SHIPPED_RATES),
}));

/** A conversion's invalid code, in the contract's words. */
function refuseCode(error: ConversionError): never {
  const texts = convertContract.errors;
  throw new HttpsError(
    'invalid-argument',
    error.reason === 'unknown-currency'
      ? texts.unknownCurrency(error.code)
      : texts.noRate(error.code),
  );
}

/**
 * `currency-convert` {amount, from, to, fingerprint_hash?}: checks both codes against the rates,
 * counts the conversion (refused past the cap, nothing converted), then converts.
 */
export const currencyConvert = defineCallable(
  convertContract,
  async ({ amount, from, to, fingerprint_hash }, caller) => {
    const texts = convertContract.errors;
    let converter: Converter;
    if (caller.uid) {
      converter = { kind: 'user', userId: caller.uid, unlimitedAdmin: isUnlimitedAdmin(caller) };
    } else if (fingerprint_hash) {
      const ipAddress = requestIp(caller.request.rawRequest) ?? null;
      converter = { kind: 'device', fingerprintHash: fingerprint_hash, ipAddress };
    } else {
      throw new HttpsError('invalid-argument', texts.guestDevice);
    }
    const now = new Date();
    const db = await getDatabase();
    const { rates, notice } = await chooseRates(db, rateProviderFor(serverConfig()), now);
    let conversion;
    try {
      conversion = convertAmount(amount, from, to, rates);
    } catch (error) {
      if (error instanceof ConversionError) refuseCode(error);
      throw error;
    }
    const usage = await countConversion(db, converter, now);
    if (!usage.allowed) {
      throw new HttpsError('resource-exhausted', texts.dailyLimit(usage.limit ?? 0));
    }
    return { ...conversion, from, to, source: sourceOf(rates), notice, usage };
  },
  { secrets: [EXCHANGE_RATES_API_KEY], rateLimit: { perMinute: 120 } },
);

/**
 * Fetches the live provider's rates and stores them. Without a key there is nothing to fetch: in
 * the emulator or demo mode that is expected; anywhere else the operator is told which key to set
 * (the shipped rates keep answering meanwhile).
 */
export async function refreshRates(
  db: Kysely<Database>,
  provider: RateProvider | undefined,
  now: Date,
): Promise<'stored' | 'unconfigured'> {
  if (!provider) {
    if (localProvidersAllowed(serverConfig())) {
      logger.info('currency-rates-refresh: no EXCHANGE_RATES_API_KEY; the shipped rates answer');
    } else {
      logger.error('Exchange rates is not configured: set EXCHANGE_RATES_API_KEY');
    }
    return 'unconfigured';
  }
  await storeRates(db, provider.name, await provider.latest(), now);
  return 'stored';
}

/** `currency-rates-refresh`: daily at 06:00 UTC; a failure is retried by the scheduler. */
export const currencyRatesRefresh = onSchedule(
  {
    schedule: refreshContract.schedule,
    timeZone: 'UTC',
    retryCount: 3,
    secrets: [EXCHANGE_RATES_API_KEY],
  },
  async () => {
    await refreshRates(await getDatabase(), rateProviderFor(serverConfig()), new Date());
  },
);
