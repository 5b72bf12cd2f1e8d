import type { Itinerary, ItineraryPlace, ItinerarySlot } from '@voyagent/contracts';
import { describe, expect, it } from 'vitest';
import {
  EDIT_TEXTS,
  MAX_SLOTS_PER_DAY,
  moveTarget,
  newActivity,
  type NewActivityValues,
  planEditorReducer,
  planOf,
  startEditing,
} from './planEditor';

const louvre: ItineraryPlace = {
  id: 'osm:1',
  name: 'Louvre',
  latitude: 48.8606,
  longitude: 2.3376,
};
const bastille: ItineraryPlace = {
  id: 'osm:2',
  name: 'Bastille',
  latitude: 48.8532,
  longitude: 2.3691,
};
const defense: ItineraryPlace = {
  id: 'osm:3',
  name: 'La Défense',
  latitude: 48.892,
  longitude: 2.2361,
};
const places = [louvre, bastille, defense];

const visit = (place: ItineraryPlace, travel: number): ItinerarySlot => ({
  activity: `Visit ${place.name}`,
  place,
  durationMin: 90,
  estimatedCost: null,
  travelMinutesFromPrevious: travel,
});

/** Two days: Louvre then Bastille (a 2.4 km hop given 20 min), then La Défense alone. */
const itinerary: Itinerary = {
  destination: 'Paris',
  currency: 'EUR',
  days: [
    { date: '2030-05-01', slots: [visit(louvre, 0), visit(bastille, 20)] },
    { date: '2030-05-02', slots: [visit(defense, 0)] },
  ],
};
const constraints = {
  startDate: '2030-05-01',
  endDate: '2030-05-02',
  partySize: 2,
  budgetTotal: null,
  currency: 'EUR',
};
const start = () => startEditing(itinerary, places, constraints);
const names = (state: ReturnType<typeof start>) =>
  state.days.map((day) => day.slots.map((slot) => slot.activity));
const kinds = (state: ReturnType<typeof start>) => state.violations.map((v) => v.kind);

describe('the plan editor', () => {
  it('starts from the generated plan, checked, and gives it back without its keys', () => {
    const state = start();
    expect(state.violations).toEqual([]);
    expect(planOf(state)).toEqual(itinerary);
  });

  it('moves a slot within its day and re-runs the checker at once', () => {
    const moved = planEditorReducer(start(), { type: 'move', day: 0, slot: 1, direction: 'up' });
    expect(names(moved)[0]).toEqual(['Visit Bastille', 'Visit Louvre']);
    // The Louvre now follows Bastille with the 0 min it had as the day's first stop.
    expect(kinds(moved)).toEqual(['travelInfeasible']);
    expect(moved.violations[0]?.message).toMatch(/^Day 1: Bastille to Louvre is/);
    const back = planEditorReducer(moved, { type: 'move', day: 0, slot: 1, direction: 'up' });
    expect(names(back)).toEqual(names(start()));
    expect(back.violations).toEqual([]);
  });

  it('keeps each slot’s key with it, so focus can follow the moved slot', () => {
    const state = start();
    const key = state.days[0]?.slots[1]?.key;
    const moved = planEditorReducer(state, { type: 'move', day: 0, slot: 1, direction: 'up' });
    expect(moved.days[0]?.slots[0]?.key).toBe(key);
  });

  it('moves across a day’s edge, and not past the plan’s ends', () => {
    const state = start();
    const down = planEditorReducer(state, { type: 'move', day: 0, slot: 1, direction: 'down' });
    expect(names(down)).toEqual([['Visit Louvre'], ['Visit Bastille', 'Visit La Défense']]);
    const up = planEditorReducer(state, { type: 'move', day: 1, slot: 0, direction: 'up' });
    expect(names(up)).toEqual([['Visit Louvre', 'Visit Bastille', 'Visit La Défense'], []]);
    expect(moveTarget(state.days, 0, 0, 'up')).toBeNull();
    expect(moveTarget(state.days, 1, 0, 'down')).toBeNull();
    expect(planEditorReducer(state, { type: 'move', day: 0, slot: 0, direction: 'up' })).toBe(
      state,
    );
  });

  it('does not move a slot into a full day', () => {
    const full: Itinerary = {
      ...itinerary,
      days: [
        {
          date: '2030-05-01',
          slots: Array.from({ length: MAX_SLOTS_PER_DAY }, () => visit(louvre, 0)),
        },
        { date: '2030-05-02', slots: [visit(defense, 0)] },
      ],
    };
    const state = startEditing(full, places, constraints);
    expect(moveTarget(state.days, 1, 0, 'up')).toBeNull();
  });

  it('removes a slot, and the checker forgets what it broke', () => {
    const invented: Itinerary = {
      ...itinerary,
      days: [
        { date: '2030-05-01', slots: [visit(louvre, 0), visit(bastille, 20)] },
        {
          date: '2030-05-02',
          slots: [visit({ id: 'x', name: 'Atlantis', latitude: 0, longitude: 0 }, 0)],
        },
      ],
    };
    const state = startEditing(invented, places, constraints);
    expect(kinds(state)).toEqual(['ungroundedPlace']);
    const removed = planEditorReducer(state, { type: 'remove', day: 1, slot: 0 });
    expect(names(removed)[1]).toEqual([]);
    expect(removed.violations).toEqual([]);
  });

  it('adds only a place the tools returned, or the traveller’s own activity without a place', () => {
    const state = start();
    const unknown = planEditorReducer(state, {
      type: 'add',
      day: 1,
      activity: { kind: 'place', placeId: 'osm:999', durationMin: 60, estimatedCost: null },
    });
    expect(unknown).toBe(state);

    const withPlace = planEditorReducer(state, {
      type: 'add',
      day: 1,
      activity: { kind: 'place', placeId: 'osm:1', durationMin: 60, estimatedCost: 12 },
    });
    expect(withPlace.days[1]?.slots[1]).toMatchObject({
      activity: 'Visit Louvre',
      place: louvre,
      durationMin: 60,
      estimatedCost: 12,
      travelMinutesFromPrevious: 0,
    });
    // La Défense to the Louvre in 0 min is flagged until the traveller gives it time.
    expect(kinds(withPlace)).toEqual(['travelInfeasible']);
    const timed = planEditorReducer(withPlace, {
      type: 'edit',
      day: 1,
      slot: 1,
      field: 'travelMinutesFromPrevious',
      value: 40,
    });
    expect(timed.violations).toEqual([]);

    const own = planEditorReducer(state, {
      type: 'add',
      day: 0,
      activity: {
        kind: 'own',
        text: '  Picnic by the Seine ',
        durationMin: 60,
        estimatedCost: null,
      },
    });
    expect(own.days[0]?.slots[2]).toMatchObject({
      activity: 'Picnic by the Seine',
      place: null,
      own: true,
    });
    expect(own.violations).toEqual([]);
    expect(new Set(own.days.flatMap((day) => day.slots.map((slot) => slot.key))).size).toBe(4);
  });

  it('edits duration and cost, checking the day length and the budget again', () => {
    const state = startEditing(itinerary, places, { ...constraints, budgetTotal: 100 });
    expect(kinds(state)).toEqual(['budgetUnchecked']);
    const long = planEditorReducer(state, {
      type: 'edit',
      day: 1,
      slot: 0,
      field: 'durationMin',
      value: 1000,
    });
    expect(kinds(long)).toEqual(['budgetUnchecked', 'dayTooLong']);
    const costed = (
      [
        [0, 0],
        [0, 1],
        [1, 0],
      ] as const
    ).reduce(
      (current, [day, slot]) =>
        planEditorReducer(current, {
          type: 'edit',
          day,
          slot,
          field: 'estimatedCost',
          value: 20,
        }),
      state,
    );
    // 3 activities at 20 EUR for 2 travellers: 120 EUR, over the 100 EUR budget.
    expect(costed.violations).toEqual([
      expect.objectContaining({ kind: 'budget', total: 120, budget: 100 }),
    ]);
  });

  it('refuses values the contract would refuse, leaving the plan as it was', () => {
    const state = start();
    for (const value of [-1, 1441, 1.5, null]) {
      expect(
        planEditorReducer(state, { type: 'edit', day: 0, slot: 0, field: 'durationMin', value }),
      ).toBe(state);
    }
    expect(
      planEditorReducer(state, {
        type: 'edit',
        day: 0,
        slot: 0,
        field: 'estimatedCost',
        value: -5,
      }),
    ).toBe(state);
    expect(planEditorReducer(state, { type: 'remove', day: 5, slot: 0 })).toBe(state);
  });
});

describe('the add-activity form', () => {
  const values: NewActivityValues = {
    kind: 'own',
    placeId: null,
    text: 'Picnic',
    durationMin: 60,
    estimatedCost: NaN,
  };

  it('turns the fields into an activity, with no cost when the field is empty', () => {
    expect(newActivity(values, start(), 0)).toEqual({
      ok: true,
      activity: { kind: 'own', text: 'Picnic', durationMin: 60, estimatedCost: null },
    });
    expect(
      newActivity({ ...values, kind: 'place', placeId: 'osm:2', estimatedCost: 8 }, start(), 1),
    ).toEqual({
      ok: true,
      activity: { kind: 'place', placeId: 'osm:2', durationMin: 60, estimatedCost: 8 },
    });
  });

  it('names each field with a problem, in clear words', () => {
    expect(newActivity({ ...values, text: ' ' }, start(), 0)).toEqual({
      ok: false,
      errors: { text: EDIT_TEXTS.ownText },
    });
    expect(newActivity({ ...values, text: 'x'.repeat(20 * 1024) }, start(), 0)).toEqual({
      ok: false,
      errors: { text: EDIT_TEXTS.ownTooLong },
    });
    expect(
      newActivity(
        { ...values, kind: 'place', placeId: 'osm:999', durationMin: NaN, estimatedCost: -1 },
        start(),
        0,
      ),
    ).toEqual({
      ok: false,
      errors: {
        placeId: EDIT_TEXTS.choosePlace,
        durationMin: EDIT_TEXTS.minutes,
        estimatedCost: EDIT_TEXTS.cost,
      },
    });
    const full = {
      ...start(),
      days: [
        {
          date: '2030-05-01',
          slots: Array.from({ length: MAX_SLOTS_PER_DAY }, () => ({
            ...visit(louvre, 0),
            key: 'k',
          })),
        },
      ],
    };
    expect(newActivity(values, full, 0)).toEqual({
      ok: false,
      errors: { day: EDIT_TEXTS.dayFull(1) },
    });
  });
});
