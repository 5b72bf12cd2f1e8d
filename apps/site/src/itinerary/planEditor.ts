/**
 * The editable plan of /itinerary (issue 14 item 5) as a pure reducer: reorder, remove and add
 * activities, change a slot's duration, cost or travel time. A place may only be added from the
 * places the tools returned for this plan; anything else is the traveller's own activity, with no
 * place and marked as theirs. The plan checker re-runs after every edit, so its violations always
 * describe the plan as it now stands.
 */
import {
  checkItinerary,
  type GeoPoint,
  type Itinerary,
  type ItineraryPlace,
  type ItinerarySlot,
  type PlanConstraints,
  type PlanViolation,
} from '@voyagent/contracts';

/** The contract's limits on one slot and one day (itinerarySchema). */
export const MAX_SLOTS_PER_DAY = 12;
export const MAX_ACTIVITY_LENGTH = 300;
export const MAX_SLOT_MINUTES = 1440;

/** A slot with a key that stays with it while it moves, for the list and its focus. */
export interface EditableSlot extends ItinerarySlot {
  key: string;
}

export interface EditableDay {
  date: string;
  slots: EditableSlot[];
}

export interface PlanEditorState {
  destination: string;
  currency: string;
  days: EditableDay[];
  /** The places the tools returned for this plan: the only places an edit may add. */
  places: readonly ItineraryPlace[];
  constraints: PlanConstraints;
  violations: PlanViolation[];
  nextKey: number;
}

/** A new activity: one of the returned places, or the traveller's own words. */
export type NewActivity =
  | { kind: 'place'; placeId: string; durationMin: number; estimatedCost: number | null }
  | { kind: 'own'; text: string; durationMin: number; estimatedCost: number | null };

export type SlotField = 'durationMin' | 'estimatedCost' | 'travelMinutesFromPrevious';

export type PlanEdit =
  | { type: 'move'; day: number; slot: number; direction: 'up' | 'down' }
  | { type: 'remove'; day: number; slot: number }
  | { type: 'add'; day: number; activity: NewActivity }
  | { type: 'edit'; day: number; slot: number; field: SlotField; value: number | null };

const groundedOf = (places: readonly ItineraryPlace[]): Map<string, GeoPoint> =>
  new Map(places.map((place) => [place.id, place]));

/** The plan without the editor's keys: what the checker, the save and the calendar read. */
export function planOf(
  state: Pick<PlanEditorState, 'destination' | 'currency' | 'days'>,
): Itinerary {
  return {
    destination: state.destination,
    currency: state.currency,
    days: state.days.map((day) => ({
      date: day.date,
      slots: day.slots.map(
        ({ activity, place, durationMin, estimatedCost, travelMinutesFromPrevious, own }) => ({
          activity,
          place,
          durationMin,
          estimatedCost,
          travelMinutesFromPrevious,
          ...(own ? { own } : {}),
        }),
      ),
    })),
  };
}

function checked(state: Omit<PlanEditorState, 'violations'>): PlanEditorState {
  return {
    ...state,
    violations: checkItinerary(planOf(state), state.constraints, groundedOf(state.places)),
  };
}

/** The editor's state for a generated plan. */
export function startEditing(
  itinerary: Itinerary,
  places: readonly ItineraryPlace[],
  constraints: PlanConstraints,
): PlanEditorState {
  let nextKey = 0;
  const days = itinerary.days.map((day) => ({
    date: day.date,
    slots: day.slots.map((slot) => ({ ...slot, key: `slot-${(nextKey += 1)}` })),
  }));
  return checked({
    destination: itinerary.destination,
    currency: itinerary.currency,
    days,
    places,
    constraints,
    nextKey,
  });
}

/**
 * Where a slot moved up or down lands: the neighbouring position in its day, or across the
 * day's edge to the end of the day before (up) or the start of the day after (down); null at
 * the plan's ends or when that day is full.
 */
export function moveTarget(
  days: readonly EditableDay[],
  day: number,
  slot: number,
  direction: 'up' | 'down',
): { day: number; slot: number } | null {
  const slots = days[day]?.slots;
  if (!slots || slot < 0 || slot >= slots.length) return null;
  if (direction === 'up' && slot > 0) return { day, slot: slot - 1 };
  if (direction === 'down' && slot < slots.length - 1) return { day, slot: slot + 1 };
  const otherDay = direction === 'up' ? day - 1 : day + 1;
  const other = days[otherDay];
  if (!other || other.slots.length >= MAX_SLOTS_PER_DAY) return null;
  return { day: otherDay, slot: direction === 'up' ? other.slots.length : 0 };
}

const isMinutes = (value: number | null): value is number =>
  value !== null && Number.isInteger(value) && value >= 0 && value <= MAX_SLOT_MINUTES;
const isCost = (value: number | null) => value === null || (Number.isFinite(value) && value >= 0);

export const EDIT_TEXTS = {
  choosePlace: 'Choose a place from the list, or describe your own activity.',
  ownText: 'Describe your activity.',
  ownTooLong: `Describe your activity in at most ${MAX_ACTIVITY_LENGTH} characters.`,
  minutes: `Enter a whole number of minutes from 0 to ${MAX_SLOT_MINUTES}.`,
  cost: 'Enter a cost of 0 or more, or leave it empty.',
  dayFull: (day: number) =>
    `Day ${day} already holds ${MAX_SLOTS_PER_DAY} activities, the most a day can hold.`,
} as const;

export interface NewActivityValues {
  kind: 'place' | 'own';
  placeId: string | null;
  text: string;
  /** NaN when the field is empty. */
  durationMin: number;
  /** NaN when the field is empty: no cost known. */
  estimatedCost: number;
}

export type NewActivityField = 'placeId' | 'text' | 'durationMin' | 'estimatedCost' | 'day';

/** The add form's values as an activity, or the problem at each field that has one. */
export function newActivity(
  values: NewActivityValues,
  state: Pick<PlanEditorState, 'days' | 'places'>,
  day: number,
):
  | { ok: true; activity: NewActivity }
  | { ok: false; errors: Partial<Record<NewActivityField, string>> } {
  const errors: Partial<Record<NewActivityField, string>> = {};
  if ((state.days[day]?.slots.length ?? MAX_SLOTS_PER_DAY) >= MAX_SLOTS_PER_DAY) {
    errors.day = EDIT_TEXTS.dayFull(day + 1);
  }
  const text = values.text.trim();
  if (values.kind === 'place') {
    if (!state.places.some((place) => place.id === values.placeId)) {
      errors.placeId = EDIT_TEXTS.choosePlace;
    }
  } else if (text.length === 0) {
    errors.text = EDIT_TEXTS.ownText;
  } else if (text.length > MAX_ACTIVITY_LENGTH) {
    errors.text = EDIT_TEXTS.ownTooLong;
  }
  if (!isMinutes(values.durationMin)) errors.durationMin = EDIT_TEXTS.minutes;
  const estimatedCost = Number.isNaN(values.estimatedCost) ? null : values.estimatedCost;
  if (!isCost(estimatedCost)) errors.estimatedCost = EDIT_TEXTS.cost;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const common = { durationMin: values.durationMin, estimatedCost };
  return {
    ok: true,
    activity:
      values.kind === 'place'
        ? { kind: 'place', placeId: values.placeId ?? '', ...common }
        : { kind: 'own', text, ...common },
  };
}

const withDay = (days: EditableDay[], index: number, slots: EditableSlot[]): EditableDay[] =>
  days.map((day, dayIndex) => (dayIndex === index ? { ...day, slots } : day));

/** The slot a new activity becomes, or null when it is not one the plan may hold. */
function newSlot(activity: NewActivity, places: readonly ItineraryPlace[]): ItinerarySlot | null {
  if (!isMinutes(activity.durationMin) || !isCost(activity.estimatedCost)) return null;
  const common = {
    durationMin: activity.durationMin,
    estimatedCost: activity.estimatedCost,
    travelMinutesFromPrevious: 0,
  };
  if (activity.kind === 'place') {
    const place = places.find((candidate) => candidate.id === activity.placeId);
    return place ? { ...common, activity: `Visit ${place.name}`, place: { ...place } } : null;
  }
  const text = activity.text.trim();
  if (text.length === 0 || text.length > MAX_ACTIVITY_LENGTH) return null;
  return { ...common, activity: text, place: null, own: true };
}

/** The plan after one edit, checked again; an edit the plan cannot take leaves it unchanged. */
export function planEditorReducer(state: PlanEditorState, edit: PlanEdit): PlanEditorState {
  const { days } = state;
  const slots = days[edit.day]?.slots;
  if (!slots) return state;
  switch (edit.type) {
    case 'move': {
      const target = moveTarget(days, edit.day, edit.slot, edit.direction);
      const moving = slots[edit.slot];
      if (!target || !moving) return state;
      const without = withDay(
        days,
        edit.day,
        slots.filter((_, index) => index !== edit.slot),
      );
      const targetSlots = [...(without[target.day]?.slots ?? [])];
      targetSlots.splice(target.slot, 0, moving);
      return checked({ ...state, days: withDay(without, target.day, targetSlots) });
    }
    case 'remove': {
      if (!slots[edit.slot]) return state;
      return checked({
        ...state,
        days: withDay(
          days,
          edit.day,
          slots.filter((_, index) => index !== edit.slot),
        ),
      });
    }
    case 'add': {
      if (slots.length >= MAX_SLOTS_PER_DAY) return state;
      const slot = newSlot(edit.activity, state.places);
      if (!slot) return state;
      const key = `slot-${state.nextKey + 1}`;
      return checked({
        ...state,
        nextKey: state.nextKey + 1,
        days: withDay(days, edit.day, [...slots, { ...slot, key }]),
      });
    }
    case 'edit': {
      const current = slots[edit.slot];
      const valid = edit.field === 'estimatedCost' ? isCost(edit.value) : isMinutes(edit.value);
      if (!current || !valid) return state;
      const changed: EditableSlot =
        edit.field === 'estimatedCost'
          ? { ...current, estimatedCost: edit.value }
          : { ...current, [edit.field]: edit.value ?? 0 };
      return checked({
        ...state,
        days: withDay(
          days,
          edit.day,
          slots.map((slot, index) => (index === edit.slot ? changed : slot)),
        ),
      });
    }
  }
}
