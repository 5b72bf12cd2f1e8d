import { randomUUID } from 'node:crypto';
import { currencyConvert as contract, FREE_DAILY_CAPS } from '@voyagent/contracts';
import { SHIPPED_RATES, type RateSnapshot } from '@voyagent/travel-data/exchangeRates';
import { sql } from 'kysely';
import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { callableRequest, rejection } from '../../test/callableRequest';
import { usageDay } from '../db/dailyCounters';
import { getDatabase } from '../db/database';
import { GUEST_NETWORK_CAP_MULTIPLIER } from '../db/usageCounters';
import { chooseRates, currenciesList, currencyConvert, refreshRates } from './currency';
import type { RateProvider } from './rateProvider';

beforeAll(() => {
  process.env.DATABASE_URL = inject('databaseUrl');
});

const user = () => ({ uid: `user-${randomUUID()}`, email: `${randomUUID()}@example.com` });
const fingerprint = () => randomUUID().replaceAll('-', '').slice(0, 8);
const convert = (data: unknown, auth?: { uid: string; email?: string }) =>
  Promise.resolve(currencyConvert.run(callableRequest(data, auth)));
const refusal = (data: unknown, auth = user()) => rejection(convert(data, auth));

/** Rates a fake live provider answers: round figures, so the results are worked out by hand. */
const LIVE: RateSnapshot = {
  base: 'USD',
  kind: 'latest',
  source: {
    name: 'Test live rates',
    licence: 'test',
    url: 'https://rates.test',
    updatedOn: '2001-01-01',
  },
  rates: {
    USD: { perBase: '1', period: '2001-01-01T00:00:00.000Z' },
    EUR: { perBase: '0.5', period: '2001-01-01T00:00:00.000Z' },
  },
};
const provider = (latest: () => Promise<RateSnapshot>): RateProvider => ({
  name: 'test-provider',
  latest: vi.fn(latest),
});

describe(`currencies-list on ${inject('databaseKind')}`, () => {
  it('names every convertible currency with its symbol, minor units and year, and the source', async () => {
    const answer = await Promise.resolve(currenciesList.run(callableRequest({})));
    expect(answer.currencies).toHaveLength(140);
    expect(answer.currencies).toContainEqual({
      code: 'EUR',
      name: 'Euro',
      symbol: '€',
      minorUnits: 2,
      period: '2025',
    });
    expect(answer.currencies.find((currency) => currency.code === 'JPY')?.minorUnits).toBe(0);
    expect(answer.source).toMatchObject({
      kind: 'annual-average',
      updatedOn: '2026-07-13',
      licence: 'CC BY 4.0',
    });
  });
});

describe(`currency-convert on ${inject('databaseKind')}`, () => {
  it('converts with the shipped rates and counts the conversion on the account', async () => {
    const answer = await convert({ amount: 100, from: 'EUR', to: 'USD' }, user());
    // 100 ÷ 0.88496895841236 (the euro area's 2025 average per dollar) = 112.99831…
    expect(answer).toMatchObject({
      amount: '113.00',
      from: 'EUR',
      to: 'USD',
      rate: '1.12998',
      minorUnits: 2,
      fromPeriod: '2025',
      toPeriod: '2025',
      notice: null,
      usage: { allowed: true, count: 1, limit: 20, remaining: 19 },
    });
    expect(answer.source.name).toContain('World Bank');
    expect(answer.source.kind).toBe('annual-average');
  });

  it('refuses unknown codes, codes without a rate and malformed codes with their texts', async () => {
    expect(await refusal({ amount: 1, from: 'XYZ', to: 'USD' })).toEqual({
      code: 'invalid-argument',
      message: contract.errors.unknownCurrency('XYZ'),
    });
    expect(await refusal({ amount: 1, from: 'USD', to: 'XAU' })).toEqual({
      code: 'invalid-argument',
      message: contract.errors.noRate('XAU'),
    });
    expect((await refusal({ amount: 1, from: 'eur', to: 'USD' })).message).toBe(
      'from must be a three-letter ISO 4217 code such as EUR',
    );
  });

  it('refuses negative, zero, huge, NaN and missing amounts, and missing fields', async () => {
    const message = async (data: unknown) => (await refusal(data)).message;
    const codes = { from: 'EUR', to: 'USD' };
    expect(await message({ ...codes, amount: -5 })).toBe('amount must be greater than 0');
    expect(await message({ ...codes, amount: 0 })).toBe('amount must be greater than 0');
    expect(await message({ ...codes, amount: 1e13 })).toBe(
      'amount must be at most 1,000,000,000,000',
    );
    expect(await message({ ...codes, amount: 'NaN' })).toBe('amount must be a number');
    expect(await message({ ...codes, amount: null })).toBe('amount must be a number');
    expect(await message(codes)).toBe('amount must be a number');
    expect(await message({ amount: 5, from: 'EUR' })).toBe(
      'to must be a currency code such as EUR',
    );
  });

  it("counts a guest's conversions per device, and asks a guest for the device", async () => {
    const device = fingerprint();
    const first = await convert({ amount: 10, from: 'USD', to: 'JPY', fingerprint_hash: device });
    expect(first.amount).toBe('1497');
    expect(first.usage).toEqual({ allowed: true, count: 1, limit: 20, remaining: 19 });
    const second = await convert({ amount: 1, from: 'USD', to: 'EUR', fingerprint_hash: device });
    expect(second.usage.count).toBe(2);
    expect(await rejection(convert({ amount: 1, from: 'USD', to: 'EUR' }))).toEqual({
      code: 'invalid-argument',
      message: contract.errors.guestDevice,
    });
  });

  it("stops guests rotating devices at their network's ceiling, well above the device cap", async () => {
    // A documentation-range address of this test's own, so no other test's guests share it.
    const address = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
    const fromNetwork = (data: object) =>
      Promise.resolve(
        currencyConvert.run({
          ...callableRequest(data),
          rawRequest: { headers: {}, socket: { remoteAddress: address } } as never,
        }),
      );
    const ceiling = FREE_DAILY_CAPS.currency_conversions * GUEST_NETWORK_CAP_MULTIPLIER;
    // Guests on this address have used all but one of the ceiling today.
    const db = await getDatabase();
    await sql`insert into network_usage (ip_network, usage_day, usage_type, count)
      values (${address}, ${usageDay(new Date())}::date, 'currency_conversions', ${ceiling - 1})`.execute(
      db,
    );
    const last = await fromNetwork({
      amount: 1,
      from: 'EUR',
      to: 'USD',
      fingerprint_hash: fingerprint(),
    });
    expect(last.usage).toEqual({ allowed: true, count: 1, limit: 20, remaining: 19 });
    // A fresh device from the same address: its own count is 0, but the network is at its ceiling.
    expect(
      await rejection(
        fromNetwork({ amount: 1, from: 'EUR', to: 'USD', fingerprint_hash: fingerprint() }),
      ),
    ).toEqual({ code: 'resource-exhausted', message: contract.errors.dailyLimit(20) });
    const { rows } = await sql<{ count: number }>`select count from network_usage
      where ip_network = ${address} and usage_type = 'currency_conversions'`.execute(db);
    expect(rows).toEqual([{ count: ceiling }]);
  });

  it('refuses the conversion past the free cap of 20 a day, counting nothing more', async () => {
    const caller = user();
    for (let done = 1; done <= FREE_DAILY_CAPS.currency_conversions; done += 1) {
      const answer = await convert({ amount: 1, from: 'EUR', to: 'GBP' }, caller);
      expect(answer.usage.count).toBe(done);
    }
    expect(await refusal({ amount: 1, from: 'EUR', to: 'GBP' }, caller)).toEqual({
      code: 'resource-exhausted',
      message: contract.errors.dailyLimit(20),
    });
    const db = await getDatabase();
    const { rows } = await sql<{ count: number }>`select count from user_usage
      where user_id = ${caller.uid} and usage_type = 'currency_conversions'`.execute(db);
    expect(rows).toEqual([{ count: 20 }]);
  });

  it('does not count a refused code', async () => {
    const caller = user();
    await refusal({ amount: 1, from: 'XYZ', to: 'USD' }, caller);
    const answer = await convert({ amount: 1, from: 'EUR', to: 'USD' }, caller);
    expect(answer.usage.count).toBe(1);
  });
});

// Each case runs at its own date in the past, so the rates it stores are never fresh for another.
describe(`the rates a conversion uses, on ${inject('databaseKind')}`, () => {
  it('falls back to the shipped rates and says so when the live provider fails', async () => {
    const failing = provider(() => Promise.reject(new Error('connect ETIMEDOUT')));
    const chosen = await chooseRates(
      await getDatabase(),
      failing,
      new Date('2003-03-03T12:00:00Z'),
    );
    expect(chosen.rates).toBe(SHIPPED_RATES);
    expect(chosen.notice).toBe(
      'Live rates are unavailable right now, so this uses the stored reference rates updated on 2026-07-13.',
    );
  });

  it('uses the live rates, stores them, and reads them back while fresh', async () => {
    const db = await getDatabase();
    const live = provider(() => Promise.resolve(LIVE));
    const at = new Date('2001-01-01T06:00:00Z');
    expect(await chooseRates(db, live, at)).toEqual({ rates: LIVE, notice: null });
    const later = await chooseRates(db, live, new Date('2001-01-02T06:00:00Z'));
    expect(later).toEqual({ rates: LIVE, notice: null });
    expect(live.latest).toHaveBeenCalledOnce();
    // Two days on, the stored rates are stale: the provider is asked again.
    await chooseRates(db, live, new Date('2001-01-03T19:00:00Z'));
    expect(live.latest).toHaveBeenCalledTimes(2);
  });

  it('without a provider, answers the shipped rates and stores nothing', async () => {
    expect(await chooseRates(await getDatabase(), undefined, new Date('2004-04-04'))).toEqual({
      rates: SHIPPED_RATES,
      notice: null,
    });
  });

  it('refreshes daily from the provider, and reports a missing key', async () => {
    const db = await getDatabase();
    const at = new Date('2002-02-02T06:00:00Z');
    expect(
      await refreshRates(
        db,
        provider(() => Promise.resolve(LIVE)),
        at,
      ),
    ).toBe('stored');
    expect(await chooseRates(db, undefined, at)).toEqual({ rates: LIVE, notice: null });
    expect(await refreshRates(db, undefined, at)).toBe('unconfigured');
  });
});
