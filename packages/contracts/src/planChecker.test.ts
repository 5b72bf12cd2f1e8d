import { describe, expect, it } from 'vitest';
import {
  addDays,
  checkItinerary,
  type Itinerary,
  type ItinerarySlot,
  MAX_TRAVEL_SPEED_KMH,
  type PlanConstraints,
  tripDayCount,
} from './planChecker';

// Two real points about 2.2 km apart in Paris (Louvre, Notre-Dame) and one in Lyon.
const louvre = { id: 'p:louvre', name: 'Louvre', latitude: 48.8606, longitude: 2.3376 };
const notreDame = { id: 'p:notre-dame', name: 'Notre-Dame', latitude: 48.853, longitude: 2.3499 };
const lyon = { id: 'p:lyon', name: 'Lyon', latitude: 45.764, longitude: 4.8357 };
const grounded = new Map([louvre, notreDame, lyon].map((place) => [place.id, place]));

const slot = (change: Partial<ItinerarySlot>): ItinerarySlot => ({
  activity: 'Visit',
  place: null,
  durationMin: 120,
  estimatedCost: 10,
  travelMinutesFromPrevious: 0,
  ...change,
});

const constraints: PlanConstraints = {
  startDate: '2030-05-01',
  endDate: '2030-05-03',
  partySize: 2,
  budgetTotal: 200,
  currency: 'EUR',
};

/** A clean three-day plan: 30 € a person a day, short hops between grounded places. */
function cleanPlan(): Itinerary {
  const day = (date: string) => ({
    date,
    slots: [
      slot({ activity: 'Museum', place: louvre }),
      slot({ activity: 'Cathedral', place: notreDame, travelMinutesFromPrevious: 20 }),
      slot({ activity: 'Free time' }),
    ],
  });
  return {
    destination: 'Paris',
    currency: 'EUR',
    days: [day('2030-05-01'), day('2030-05-02'), day('2030-05-03')],
  };
}

function dayOf(plan: Itinerary, index: number) {
  const day = plan.days[index];
  if (!day) throw new Error(`the plan has no day ${index + 1}`);
  return day;
}

const kinds = (plan: Itinerary, limits = constraints) =>
  checkItinerary(plan, limits, grounded).map((violation) => violation.kind);

describe('the itinerary checker', () => {
  it('passes a plan that keeps every constraint', () => {
    expect(checkItinerary(cleanPlan(), constraints, grounded)).toEqual([]);
  });

  it('counts days from the date range, both ends included', () => {
    expect(tripDayCount('2030-05-01', '2030-05-03')).toBe(3);
    expect(tripDayCount('2030-12-31', '2031-01-01')).toBe(2);
    expect(addDays('2030-02-28', 1)).toBe('2030-03-01');
    const plan = cleanPlan();
    plan.days.pop();
    const [violation] = checkItinerary(plan, constraints, grounded);
    expect(violation).toMatchObject({ kind: 'dayCount', expected: 3, actual: 2 });
    expect(violation?.message).toBe('The plan has 2 days, but 2030-05-01 to 2030-05-03 is 3.');
  });

  it('flags a day whose date breaks the sequence', () => {
    const plan = cleanPlan();
    dayOf(plan, 2).date = '2030-05-05';
    expect(checkItinerary(plan, constraints, grounded)).toEqual([
      expect.objectContaining({ kind: 'dateSequence', day: 3, expected: '2030-05-03' }),
    ]);
  });

  it('asks for the party size when it is not stated', () => {
    expect(kinds(cleanPlan(), { ...constraints, partySize: 0 })).toEqual(['partySize']);
  });

  it('multiplies the costs by the party and compares them with the budget', () => {
    // 3 days × 3 slots × 10 € × 2 travellers = 180 €: within 200, over 150.
    expect(kinds(cleanPlan(), { ...constraints, budgetTotal: 180 })).toEqual([]);
    const [violation] = checkItinerary(cleanPlan(), { ...constraints, budgetTotal: 150 }, grounded);
    expect(violation).toMatchObject({ kind: 'budget', total: 180, budget: 150 });
    expect(violation?.message).toBe(
      'The estimated costs come to 180.00 EUR for 2 travellers, over the budget of 150.00 EUR.',
    );
    expect(kinds(cleanPlan(), { ...constraints, budgetTotal: null })).toEqual([]);
  });

  it('says when the budget cannot be checked because a place has no cost', () => {
    const plan = cleanPlan();
    dayOf(plan, 0).slots[0] = slot({ place: louvre, estimatedCost: null });
    expect(checkItinerary(plan, constraints, grounded)).toEqual([
      expect.objectContaining({ kind: 'budgetUnchecked', unknownCosts: 1 }),
    ]);
    expect(kinds(plan, { ...constraints, budgetTotal: null })).toEqual([]);
  });

  it('flags a day longer than 16 hours of activities and travel', () => {
    const plan = cleanPlan();
    dayOf(plan, 1).slots.push(slot({ durationMin: 600, estimatedCost: 0 }));
    const [violation] = checkItinerary(plan, constraints, grounded);
    // 3 × 120 + 20 + 600 = 980 minutes.
    expect(violation).toMatchObject({ kind: 'dayTooLong', day: 2, minutes: 980 });
    expect(violation?.message).toBe(
      'Day 2 needs 16 h 20 min of activities and travel, more than 16 h.',
    );
  });

  it('flags a hop faster than the maximum speed over the great circle', () => {
    const plan = cleanPlan();
    dayOf(plan, 0).slots[1] = slot({ place: lyon, travelMinutesFromPrevious: 60 });
    const [violation] = checkItinerary(plan, constraints, grounded);
    expect(violation).toMatchObject({ kind: 'travelInfeasible', day: 1, slot: 2 });
    if (violation?.kind !== 'travelInfeasible') throw new Error('expected a travel violation');
    // Paris–Lyon is about 390 km on the great circle: more than 6 hours at 60 km/h.
    expect(violation.kilometres).toBeGreaterThan(380);
    expect(violation.kilometres).toBeLessThan(400);
    expect(violation.minimumMinutes).toBe(
      Math.ceil((violation.kilometres / MAX_TRAVEL_SPEED_KMH) * 60),
    );
    expect(violation.message).toMatch(/^Day 1: Louvre to Lyon is \d+ km in a straight line/);
  });

  it('measures between the tools’ coordinates, not the ones the plan states', () => {
    const plan = cleanPlan();
    // The plan claims Lyon sits next to the Louvre; the tools said otherwise.
    dayOf(plan, 0).slots[1] = slot({
      place: { ...lyon, latitude: 48.86, longitude: 2.34 },
      travelMinutesFromPrevious: 20,
    });
    expect(kinds(plan)).toEqual(['travelInfeasible']);
  });

  it('flags every place the tools did not return', () => {
    const plan = cleanPlan();
    const invented = {
      id: 'p:invented',
      name: 'Café Imaginaire',
      latitude: 48.86,
      longitude: 2.34,
    };
    dayOf(plan, 2).slots[2] = slot({ place: invented });
    const violations = checkItinerary(plan, constraints, grounded);
    expect(violations).toEqual([
      expect.objectContaining({ kind: 'ungroundedPlace', day: 3, slot: 3 }),
    ]);
    expect(violations[0]?.message).toBe(
      'Day 3: “Café Imaginaire” is not a place our data returned. Check that it exists before you go.',
    );
  });
});
