import { randomUUID } from 'node:crypto';
import { addDays, itineraryGenerate as contract } from '@voyagent/contracts';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { callableRequest, rejection } from '../../test/callableRequest';
import parisPlaces from '../location/osmSample/parisRestaurants.json';
import { defineItineraryGenerate } from './itineraryCallable';
import { osmPointsOfInterest } from './tripData';

beforeAll(() => {
  process.env.DATABASE_URL = inject('databaseUrl');
});

const itineraryGenerate = defineItineraryGenerate(osmPointsOfInterest(parisPlaces));
const user = () => ({ uid: `user-${randomUUID()}`, email: `${randomUUID()}@example.com` });
const generate = (data: unknown, auth?: { uid: string; email?: string }) =>
  Promise.resolve(itineraryGenerate.run(callableRequest(data, auth)));

const today = new Date().toISOString().slice(0, 10);
const request = (change: Record<string, unknown> = {}) => ({
  destination: 'Paris',
  startDate: addDays(today, 30),
  endDate: addDays(today, 32),
  partySize: 2,
  pace: 'balanced',
  language: 'en',
  ...change,
});

describe(`itinerary-generate (offline) on ${inject('databaseKind')}`, () => {
  it('plans 3 days in Paris from OSM places, with no violation, counted once', async () => {
    const answer = await generate(request(), user());
    expect(answer.offline).toBe(true);
    expect(answer.itinerary.days).toHaveLength(3);
    expect(answer.violations).toEqual([]);
    expect(answer.notice).toBeNull();
    expect(answer.sources.map((source) => source.label)).toContainEqual(
      expect.stringMatching(/OpenStreetMap/),
    );
    expect(answer.usage).toEqual({ allowed: true, count: 1, limit: 3, remaining: 2 });
    // The places an edit may add: the city and the extract's places, each one the plan names.
    const offered = new Set(answer.places.map((place) => place.id));
    expect(offered.size).toBeGreaterThan(answer.itinerary.days.length);
    for (const slot of answer.itinerary.days.flatMap((day) => day.slots)) {
      if (slot.place) expect(offered.has(slot.place.id)).toBe(true);
    }
  });

  it('returns the checker’s violations with the plan instead of hiding them', async () => {
    const answer = await generate(request({ budget: 300, currency: 'eur' }), user());
    expect(answer.itinerary.currency).toBe('EUR');
    expect(answer.violations).toEqual([
      expect.objectContaining({ kind: 'budgetUnchecked', message: expect.any(String) }),
    ]);
  });

  it("refuses a free account's 4th plan of the day with the usage text", async () => {
    const caller = user();
    for (let done = 1; done <= 3; done += 1) {
      expect((await generate(request(), caller)).usage.count).toBe(done);
    }
    expect(await rejection(generate(request(), caller))).toEqual({
      code: 'resource-exhausted',
      message: contract.errors.dailyLimit(3),
    });
  });

  it('refuses past dates and unknown cities clearly, without counting them', async () => {
    const caller = user();
    expect(
      await rejection(generate(request({ startDate: addDays(today, -1), endDate: today }), caller)),
    ).toEqual({ code: 'invalid-argument', message: contract.errors.pastDates });
    expect(await rejection(generate(request({ destination: 'Zzyzxqville' }), caller))).toEqual({
      code: 'invalid-argument',
      message: contract.errors.unknownDestination('Zzyzxqville'),
    });
    expect((await generate(request(), caller)).usage.count).toBe(1);
  });

  it('names the field for 0 or 50 travellers, reversed or overlong dates', async () => {
    const refused = async (change: Record<string, unknown>) =>
      (await rejection(generate(request(change), user()))).message;
    expect(await refused({ partySize: 0 })).toContain(contract.errors.partySize);
    expect(await refused({ partySize: 50 })).toContain(contract.errors.partySize);
    expect(await refused({ endDate: addDays(today, 29) })).toContain(contract.errors.dateOrder);
    expect(await refused({ endDate: addDays(today, 60) })).toContain(contract.errors.tooLong);
    expect(await refused({ startDate: '2030-02-30' })).toContain(contract.errors.date);
  });

  it('asks a guest for the device', async () => {
    expect(await rejection(generate(request()))).toEqual({
      code: 'invalid-argument',
      message: contract.errors.guestDevice,
    });
  });
});
