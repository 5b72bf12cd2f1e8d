import { randomUUID } from 'node:crypto';
import {
  BUDGET_TEXTS,
  budgetEstimateAnswer,
  MAX_SAVED_BUDGETS,
  SAVED_BUDGET_TEXTS,
} from '@voyagent/contracts';
import { sql } from 'kysely';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { callableRequest, rejection } from '../../test/callableRequest';
import { getDatabase } from '../db/database';
import { budgetDelete, budgetEstimate, budgetList, budgetSave } from './budget';

beforeAll(() => {
  process.env.DATABASE_URL = inject('databaseUrl');
});

const account = () => {
  const uid = `budgeter-${randomUUID()}`;
  return { uid, email: `${uid}@example.com`, emailVerified: true };
};
type Account = ReturnType<typeof account>;

const toFrance = {
  home: 'us',
  destination: 'FR',
  currency: 'usd',
  daily: { lodging: 100, food: 40, transport: 10.5, activities: 0, other: 5 },
  basis: 'perPerson',
  days: 3,
  travellers: 2,
  style: 'midRange',
};

const estimate = (data: object) => budgetEstimate.run(callableRequest(data));
const save = (caller: Account | undefined, data: object) =>
  budgetSave.run(callableRequest(data, caller));
const list = (caller: Account, data: object = {}) => budgetList.run(callableRequest(data, caller));
const remove = (caller: Account, data: object) => budgetDelete.run(callableRequest(data, caller));

describe('budget-estimate', () => {
  it('answers a guest with the scaled split, the totals and both sources', async () => {
    const answer = budgetEstimateAnswer.parse(await estimate(toFrance));
    expect(answer.lines.map((line) => line.scaled)).toEqual([
      '72.70',
      '29.08',
      '7.63',
      '0.00',
      '3.63',
    ]);
    expect(answer).toMatchObject({
      currency: 'USD',
      dailyTotal: '113.04',
      tripTotal: '678.24',
      style: 'midRange',
      converted: { currency: 'EUR', tripTotal: '600.22' },
      priceLevelSource: { label: 'World Bank, World Development Indicators (PA.NUS.PPPC.RF)' },
    });
  });

  it('refuses bad input with the rule texts, naming the field', async () => {
    const cases: [object, string][] = [
      [{ ...toFrance, destination: 'ZZ' }, BUDGET_TEXTS.country('destination')],
      [{ ...toFrance, home: 'AQ' }, BUDGET_TEXTS.noPriceLevel('home', 'AQ')],
      [{ ...toFrance, currency: 'ABC' }, BUDGET_TEXTS.unknownCurrency('ABC')],
      [{ ...toFrance, daily: { ...toFrance.daily, food: -5 } }, BUDGET_TEXTS.amount('food')],
      [{ ...toFrance, daily: { ...toFrance.daily, food: '5' } }, BUDGET_TEXTS.amount('food')],
      [{ ...toFrance, daily: { ...toFrance.daily, food: 2e6 } }, BUDGET_TEXTS.hugeAmount('food')],
      [{ ...toFrance, travellers: 0 }, BUDGET_TEXTS.travellers],
      [{ ...toFrance, travellers: 51 }, BUDGET_TEXTS.travellers],
      [{ ...toFrance, days: 366 }, BUDGET_TEXTS.days],
      [{ ...toFrance, style: 'lavish' }, BUDGET_TEXTS.style],
    ];
    for (const [data, message] of cases) {
      expect(await rejection(estimate(data))).toEqual({ code: 'invalid-argument', message });
    }
  });
});

describe('saved budgets', () => {
  it('refuses a guest with the sign-in text', async () => {
    expect(await rejection(save(undefined, toFrance))).toEqual({
      code: 'unauthenticated',
      message: SAVED_BUDGET_TEXTS.signIn,
    });
  });

  it('saves the server estimate, lists it newest first, deletes it once', async () => {
    const caller = account();
    const first = await save(caller, toFrance);
    const second = await save(caller, { ...toFrance, destination: 'JP', style: 'luxury' });
    expect(first.estimate.tripTotal).toBe('678.24');
    expect(second.estimate).toMatchObject({ style: 'luxury', destination: { country: 'JP' } });

    const { budgets, nextOffset } = await list(caller);
    expect(budgets.map((budget) => budget.id)).toEqual([second.id, first.id]);
    expect(budgets[1]).toEqual(first);
    expect(nextOffset).toBeNull();
    expect((await list(account())).budgets).toEqual([]);

    expect(await remove(account(), { id: first.id })).toEqual({ deleted: false });
    expect(await remove(caller, { id: first.id })).toEqual({ deleted: true });
    expect(await remove(caller, { id: first.id })).toEqual({ deleted: false });
    expect((await list(caller)).budgets.map((budget) => budget.id)).toEqual([second.id]);
  });

  it('saves once per idempotency key: a replay answers the first save', async () => {
    const caller = account();
    const idempotencyKey = `budget-${randomUUID()}`;
    const first = await save(caller, { ...toFrance, idempotencyKey });
    expect(await save(caller, { ...toFrance, idempotencyKey })).toEqual(first);
    expect((await list(caller)).budgets).toHaveLength(1);
  });

  it(`keeps at most ${MAX_SAVED_BUDGETS} budgets per account`, async () => {
    const caller = account();
    const db = await getDatabase();
    const saved = await save(caller, toFrance);
    // Fill the account up to the cap with copies of the saved row.
    await sql`insert into saved_budgets
        (user_id, home_country, destination_country, currency, style, basis, days, travellers, estimate)
      select user_id, home_country, destination_country, currency, style, basis, days, travellers, estimate
      from saved_budgets, generate_series(2, ${MAX_SAVED_BUDGETS}) where id = ${saved.id}`.execute(
      db,
    );
    expect(await rejection(save(caller, toFrance))).toEqual({
      code: 'resource-exhausted',
      message: SAVED_BUDGET_TEXTS.full,
    });
    expect((await list(caller, { limit: 50 })).budgets).toHaveLength(MAX_SAVED_BUDGETS);
  });

  it('refuses an id that is no saved budget id', async () => {
    expect(await rejection(remove(account(), { id: 'abc' }))).toEqual({
      code: 'invalid-argument',
      message: SAVED_BUDGET_TEXTS.id,
    });
  });
});
