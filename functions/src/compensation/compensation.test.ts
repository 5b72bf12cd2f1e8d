import { randomUUID } from 'node:crypto';
import {
  COMPENSATION_CLAIM_TEXTS,
  COMPENSATION_TEXTS,
  compensationEstimateAnswer,
} from '@voyagent/contracts';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { callableRequest, rejection } from '../../test/callableRequest';
import {
  compensationClaimCreate,
  compensationClaimsList,
  compensationEstimate,
} from './compensation';

beforeAll(() => {
  process.env.DATABASE_URL = inject('databaseUrl');
});

const account = () => {
  const uid = `claimant-${randomUUID()}`;
  return { uid, email: `${uid}@example.com`, emailVerified: true };
};
type Account = ReturnType<typeof account>;

const cancelledToNewYork = {
  from: 'CDG',
  to: 'JFK',
  disruption: 'cancellation',
  euCarrier: false,
  extraordinaryCircumstances: 'no',
} as const;

const claim = (fields: object = {}) => ({
  ...cancelledToNewYork,
  flightNumber: 'af 6',
  flightDate: '2026-01-02',
  passengerName: '  Ada Lovelace ',
  ...fields,
});

const create = (caller: Account | undefined, data: object) =>
  compensationClaimCreate.run(callableRequest(data, caller));
const list = (caller: Account, data: object = {}) =>
  compensationClaimsList.run(callableRequest(data, caller));

describe('compensation-estimate', () => {
  it('answers a guest: CDG → JFK cancelled is 600 EUR, long haul, with its distance', async () => {
    const estimate = await compensationEstimate.run(callableRequest(cancelledToNewYork));
    expect(compensationEstimateAnswer.parse(estimate)).toMatchObject({
      status: 'eligible',
      amountEur: 600,
      band: '7(1)(c)',
    });
    expect(estimate.distanceKm).toBeGreaterThan(5800);
  });

  it('accepts codes in any case and refuses an unknown airport, naming the field', async () => {
    const lower = await compensationEstimate.run(
      callableRequest({ ...cancelledToNewYork, from: 'cdg' }),
    );
    expect(lower.from.code).toBe('CDG');
    expect(
      await rejection(
        compensationEstimate.run(callableRequest({ ...cancelledToNewYork, to: 'QQQ' })),
      ),
    ).toEqual({ code: 'invalid-argument', message: COMPENSATION_CLAIM_TEXTS.airport('to') });
  });

  it('refuses one airport twice and a delay without its length', async () => {
    expect(
      await rejection(
        compensationEstimate.run(callableRequest({ ...cancelledToNewYork, to: 'CDG' })),
      ),
    ).toEqual({ code: 'invalid-argument', message: COMPENSATION_CLAIM_TEXTS.sameAirport });
    expect(
      await rejection(
        compensationEstimate.run(callableRequest({ ...cancelledToNewYork, disruption: 'delay' })),
      ),
    ).toEqual({ code: 'invalid-argument', message: COMPENSATION_CLAIM_TEXTS.delayRequired });
  });

  it('refuses a negative, fractional or huge delay', async () => {
    for (const arrivalDelayMinutes of [-1, 1.5, 10_000, Number.NaN]) {
      const refused = await rejection(
        compensationEstimate.run(
          callableRequest({ ...cancelledToNewYork, disruption: 'delay', arrivalDelayMinutes }),
        ),
      );
      expect(refused.code).toBe('invalid-argument');
      expect(refused.message).toMatch(/^arrivalDelayMinutes /);
    }
  });
});

describe('compensation-claim-create and compensation-claims-list', () => {
  it('refuses guests before reading the payload', async () => {
    expect(await rejection(create(undefined, claim()))).toEqual({
      code: 'unauthenticated',
      message: COMPENSATION_CLAIM_TEXTS.signIn,
    });
  });

  it("files a claim under the account's e-mail with the server's estimate, and lists it", async () => {
    const caller = account();
    const filed = await create(caller, claim({ bookingReference: 'abc123' }));
    expect(filed).toMatchObject({
      status: 'submitted',
      flightNumber: 'AF6',
      flightDate: '2026-01-02',
      from: 'CDG',
      to: 'JFK',
      passengerName: 'Ada Lovelace',
      bookingReference: 'ABC123',
      email: caller.email,
      estimateStatus: 'eligible',
      amountEur: 600,
    });
    const second = await create(caller, claim({ flightNumber: 'BA117', flightDate: '2026-01-03' }));
    const listed = await list(caller);
    expect(listed.claims.map((entry) => entry.id)).toEqual([second.id, filed.id]);
    expect(listed.nextOffset).toBeNull();
    expect((await list(caller, { limit: 1 })).nextOffset).toBe(1);
    expect((await list(account())).claims).toEqual([]);
  });

  it('ignores any amount the client sends: unknown fields are refused', async () => {
    const refused = await rejection(create(account(), claim({ amountEur: 5000 })));
    expect(refused.code).toBe('invalid-argument');
    expect(refused.message).toMatch(/^Unexpected field: amountEur\./);
  });

  it('refuses a second claim for the same flight and date', async () => {
    const caller = account();
    await create(caller, claim());
    // The same flight number written another way.
    expect(await rejection(create(caller, claim({ flightNumber: 'AF6' })))).toEqual({
      code: 'already-exists',
      message: COMPENSATION_CLAIM_TEXTS.duplicate,
    });
  });

  it('refuses a flight the estimate finds not covered, with its reason', async () => {
    expect(await rejection(create(account(), claim({ from: 'JFK', to: 'BOS' })))).toEqual({
      code: 'failed-precondition',
      message: COMPENSATION_CLAIM_TEXTS.notCovered(COMPENSATION_TEXTS.notCovered('United States')),
    });
  });

  it('refuses a bad flight number, a future or too old date and a bad booking reference', async () => {
    const caller = account();
    const cases: [object, string][] = [
      [{ flightNumber: 'A1' }, COMPENSATION_CLAIM_TEXTS.flightNumber],
      [{ flightNumber: 'AF12345' }, COMPENSATION_CLAIM_TEXTS.flightNumber],
      [{ flightDate: '2026-02-30' }, COMPENSATION_CLAIM_TEXTS.flightDate],
      [{ flightDate: '2999-01-01' }, COMPENSATION_CLAIM_TEXTS.futureFlight],
      [{ flightDate: '2001-01-01' }, COMPENSATION_CLAIM_TEXTS.oldFlight],
      [{ bookingReference: 'AB' }, COMPENSATION_CLAIM_TEXTS.bookingReference],
      [{ passengerName: '   ' }, COMPENSATION_CLAIM_TEXTS.passengerName],
    ];
    for (const [fields, message] of cases) {
      expect(await rejection(create(caller, claim(fields)))).toEqual({
        code: 'invalid-argument',
        message,
      });
    }
    expect((await list(caller)).claims).toEqual([]);
  });

  it('files once per idempotency key: a replay answers the first claim', async () => {
    const caller = account();
    const idempotencyKey = `claim-${randomUUID()}`;
    const first = await create(caller, { ...claim(), idempotencyKey });
    const replay = await create(caller, { ...claim(), idempotencyKey });
    expect(replay).toEqual(first);
    expect((await list(caller)).claims).toHaveLength(1);
  });
});
