/**
 * The itinerary checker (issue 14 item 2): a generated plan is tested by code against its hard
 * constraints, never trusted. Pure and zod-free, so the site can run it on a plan too; every
 * violation carries the text the traveller reads.
 */
import { type GeoPoint, greatCircleKm } from './greatCircle';

export interface ItineraryPlace extends GeoPoint {
  /** The id the tool that returned the place gave it, e.g. `osm:node/123` or `city:2988507`. */
  id: string;
  name: string;
}

export interface ItinerarySlot {
  activity: string;
  /** Null for a block with no place: free time, a transfer. */
  place: ItineraryPlace | null;
  durationMin: number;
  /** Per person, in the plan's currency; null when our data has no price for it. */
  estimatedCost: number | null;
  travelMinutesFromPrevious: number;
  /** True for an activity the traveller added themselves, with no place of our data. */
  own?: boolean;
}

export interface ItineraryDay {
  /** YYYY-MM-DD. */
  date: string;
  slots: ItinerarySlot[];
}

export interface Itinerary {
  destination: string;
  currency: string;
  days: ItineraryDay[];
}

export interface PlanConstraints {
  /** YYYY-MM-DD, both included. */
  startDate: string;
  endDate: string;
  partySize: number;
  /** The whole party's budget in `currency`; null when none was given. */
  budgetTotal: number | null;
  currency: string;
}

/**
 * The fastest average door-to-door speed a day plan may assume over the straight-line distance
 * between two stops. Real routes are longer than the great circle, so a hop planned faster than
 * this is impossible in practice.
 */
export const MAX_TRAVEL_SPEED_KMH = 60;
/** A day's activities and travel fit in this many hours, leaving time to sleep. */
export const MAX_DAY_HOURS = 16;

export type PlanViolation =
  | { kind: 'dayCount'; expected: number; actual: number; message: string }
  | { kind: 'dateSequence'; day: number; expected: string; actual: string; message: string }
  | { kind: 'partySize'; message: string }
  | { kind: 'budget'; total: number; budget: number; message: string }
  | { kind: 'budgetUnchecked'; unknownCosts: number; message: string }
  | { kind: 'dayTooLong'; day: number; minutes: number; message: string }
  | {
      kind: 'travelInfeasible';
      day: number;
      slot: number;
      kilometres: number;
      minimumMinutes: number;
      plannedMinutes: number;
      message: string;
    }
  | { kind: 'ungroundedPlace'; day: number; slot: number; place: string; message: string };

export type PlanViolationKind = PlanViolation['kind'];

const DAY_MS = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A YYYY-MM-DD date as UTC midnight, or NaN for anything else (2025-02-30 included). */
function dayNumber(date: string): number {
  if (!ISO_DATE.test(date)) return NaN;
  const time = Date.parse(`${date}T00:00:00Z`);
  return new Date(time).toISOString().slice(0, 10) === date ? time / DAY_MS : NaN;
}

/** The YYYY-MM-DD date `days` after `date`. */
export function addDays(date: string, days: number): string {
  return new Date((dayNumber(date) + days) * DAY_MS).toISOString().slice(0, 10);
}

/** The number of days from `startDate` to `endDate`, both included; NaN for a bad date. */
export function tripDayCount(startDate: string, endDate: string): number {
  return dayNumber(endDate) - dayNumber(startDate) + 1;
}

const money = (amount: number, currency: string) => `${amount.toFixed(2)} ${currency}`;
const hours = (minutes: number) => `${Math.floor(minutes / 60)} h ${minutes % 60} min`;

/**
 * Every hard constraint the plan breaks. `grounded` holds the places the tools returned while
 * the plan was made, by id: a place not among them is flagged, and distances are measured
 * between the tools' coordinates, not the ones the plan states.
 */
export function checkItinerary(
  itinerary: Itinerary,
  constraints: PlanConstraints,
  grounded: ReadonlyMap<string, GeoPoint>,
): PlanViolation[] {
  const violations: PlanViolation[] = [];
  const { startDate, endDate, partySize, budgetTotal, currency } = constraints;

  const expectedDays = tripDayCount(startDate, endDate);
  if (itinerary.days.length !== expectedDays) {
    violations.push({
      kind: 'dayCount',
      expected: expectedDays,
      actual: itinerary.days.length,
      message: `The plan has ${itinerary.days.length} days, but ${startDate} to ${endDate} is ${expectedDays}.`,
    });
  }
  itinerary.days.forEach((day, index) => {
    const expected = addDays(startDate, index);
    if (day.date !== expected) {
      violations.push({
        kind: 'dateSequence',
        day: index + 1,
        expected,
        actual: day.date,
        message: `Day ${index + 1} is dated ${day.date}; the days must follow one another from ${startDate}, so it should be ${expected}.`,
      });
    }
  });

  const partyStated = Number.isInteger(partySize) && partySize >= 1;
  if (!partyStated) {
    violations.push({
      kind: 'partySize',
      message: 'The number of travellers is missing: costs cannot be worked out for the party.',
    });
  }

  const slots = itinerary.days.flatMap((day) => day.slots);
  if (budgetTotal !== null && partyStated) {
    const perPerson = slots.reduce((sum, slot) => sum + (slot.estimatedCost ?? 0), 0);
    const total = Math.round(perPerson * partySize * 100) / 100;
    if (total > budgetTotal) {
      violations.push({
        kind: 'budget',
        total,
        budget: budgetTotal,
        message: `The estimated costs come to ${money(total, currency)} for ${partySize} travellers, over the budget of ${money(budgetTotal, currency)}.`,
      });
    }
    const unknownCosts = slots.filter((slot) => slot.place && slot.estimatedCost === null).length;
    if (unknownCosts > 0) {
      violations.push({
        kind: 'budgetUnchecked',
        unknownCosts,
        message: `The budget could not be fully checked: ${unknownCosts} ${unknownCosts === 1 ? 'activity has' : 'activities have'} no cost estimate in our data.`,
      });
    }
  }

  itinerary.days.forEach((day, dayIndex) => {
    const minutes = day.slots.reduce(
      (sum, slot) => sum + slot.durationMin + slot.travelMinutesFromPrevious,
      0,
    );
    if (minutes > MAX_DAY_HOURS * 60) {
      violations.push({
        kind: 'dayTooLong',
        day: dayIndex + 1,
        minutes,
        message: `Day ${dayIndex + 1} needs ${hours(minutes)} of activities and travel, more than ${MAX_DAY_HOURS} h.`,
      });
    }

    let previous: GeoPoint | undefined;
    let previousName = '';
    day.slots.forEach((slot, slotIndex) => {
      if (!slot.place) return;
      const point = grounded.get(slot.place.id);
      if (!point) {
        violations.push({
          kind: 'ungroundedPlace',
          day: dayIndex + 1,
          slot: slotIndex + 1,
          place: slot.place.name,
          message: `Day ${dayIndex + 1}: “${slot.place.name}” is not a place our data returned. Check that it exists before you go.`,
        });
        previous = undefined;
        return;
      }
      if (previous) {
        const kilometres = greatCircleKm(previous, point);
        const minimumMinutes = Math.ceil((kilometres / MAX_TRAVEL_SPEED_KMH) * 60);
        if (slot.travelMinutesFromPrevious < minimumMinutes) {
          violations.push({
            kind: 'travelInfeasible',
            day: dayIndex + 1,
            slot: slotIndex + 1,
            kilometres,
            minimumMinutes,
            plannedMinutes: slot.travelMinutesFromPrevious,
            message: `Day ${dayIndex + 1}: ${previousName} to ${slot.place.name} is ${kilometres} km in a straight line, at least ${minimumMinutes} min of travel, but the plan allows ${slot.travelMinutesFromPrevious} min.`,
          });
        }
      }
      previous = point;
      previousName = slot.place.name;
    });
  });

  return violations;
}
