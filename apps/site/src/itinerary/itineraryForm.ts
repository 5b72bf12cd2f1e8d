/**
 * The /itinerary form and results as pure rules: the form's fields checked into the contract's
 * request (each problem at its field, in the contract's words), the texts of a plan's slots,
 * and the saved-item form of a plan.
 */
import {
  type Contracts,
  type Itinerary,
  type ItineraryPace,
  MAX_ITEM_DATA_BYTES,
  type PlanViolation,
  type RequestOf,
  type ResponseOf,
} from '@voyagent/contracts';
import type { SaveableItem } from '@voyagent/save-button';
import type { PlanToEdit } from './savedPlan';

export type ItineraryRequest = RequestOf<Contracts['itinerary-generate']>;
export type ItineraryAnswer = ResponseOf<Contracts['itinerary-generate']>;
export type PlannedSlot = ItineraryAnswer['itinerary']['days'][number]['slots'][number];

export const PACE_OPTIONS: readonly { id: ItineraryPace; label: string }[] = [
  { id: 'relaxed', label: 'Relaxed' },
  { id: 'balanced', label: 'Balanced' },
  { id: 'packed', label: 'Packed' },
];

export const ITINERARY_FAILED = 'The planner is unavailable right now. Please try again.';

export interface ItineraryFormValues {
  destination: string;
  /** YYYY-MM-DD, or null before both ends are chosen. */
  startDate: string | null;
  endDate: string | null;
  partySize: number;
  /** NaN when the field is empty: no budget. */
  budget: number;
  currency: string;
  pace: ItineraryPace;
}

/** The contract's longest destination (itinerary-generate). */
const MAX_DESTINATION_LENGTH = 100;

export type FormField = 'destination' | 'dates' | 'partySize' | 'budget' | 'currency';

export const FORM_TEXTS = {
  destination: `Enter a destination city, 2 to ${MAX_DESTINATION_LENGTH} characters.`,
  dates: 'Choose the first and last day of the trip.',
  pastDates: 'The trip cannot start in the past. Choose dates from today on.',
  partySize: 'Enter the number of travellers, from 1 to 20.',
  budget: 'Enter a budget above 0, or leave it empty.',
  currency: 'Enter a three-letter currency code, such as EUR.',
} as const;

/**
 * The request for the form's values, or the problem at each field that has one. `today` is the
 * traveller's date (YYYY-MM-DD): a trip starting before it is refused here, before any call.
 */
export function itineraryRequest(
  values: ItineraryFormValues,
  language: ItineraryRequest['language'],
  today: string,
):
  | { ok: true; request: ItineraryRequest }
  | { ok: false; errors: Partial<Record<FormField, string>> } {
  const errors: Partial<Record<FormField, string>> = {};
  const destination = values.destination.trim();
  if (destination.length < 2 || destination.length > MAX_DESTINATION_LENGTH) {
    errors.destination = FORM_TEXTS.destination;
  }
  if (!values.startDate || !values.endDate) errors.dates = FORM_TEXTS.dates;
  else if (values.startDate < today) errors.dates = FORM_TEXTS.pastDates;
  if (!Number.isInteger(values.partySize) || values.partySize < 1 || values.partySize > 20) {
    errors.partySize = FORM_TEXTS.partySize;
  }
  const hasBudget = !Number.isNaN(values.budget);
  if (hasBudget && !(values.budget > 0)) errors.budget = FORM_TEXTS.budget;
  const currency = values.currency.trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(currency)) errors.currency = FORM_TEXTS.currency;
  if (Object.keys(errors).length > 0 || !values.startDate || !values.endDate) {
    return { ok: false, errors };
  }
  return {
    ok: true,
    request: {
      destination,
      startDate: values.startDate,
      endDate: values.endDate,
      partySize: values.partySize,
      ...(hasBudget ? { budget: values.budget } : {}),
      currency,
      pace: values.pace,
      language,
    },
  };
}

/** A slot's details line: how long, what it costs, and the travel before it. */
export function slotDetails(slot: PlannedSlot, currency: string, locale: string): string {
  const parts = [`${slot.durationMin} min`];
  parts.push(
    slot.estimatedCost === null
      ? 'cost not in our data'
      : `about ${new Intl.NumberFormat(locale, { style: 'currency', currency }).format(slot.estimatedCost)} per person`,
  );
  if (slot.travelMinutesFromPrevious > 0) {
    parts.push(`${slot.travelMinutesFromPrevious} min travel from the previous stop`);
  }
  return parts.join(' · ');
}

/** The places a plan's slots name, each once: all a reopened plan's checker needs. */
function placesInPlan(itinerary: Itinerary): PlanToEdit['places'] {
  const places = new Map<string, PlanToEdit['places'][number]>();
  for (const slot of itinerary.days.flatMap((day) => day.slots)) {
    if (slot.place) places.set(slot.place.id, slot.place);
  }
  return [...places.values()];
}

const fitsInItem = (itemData: object) =>
  new TextEncoder().encode(JSON.stringify(itemData)).length <= MAX_ITEM_DATA_BYTES;

/**
 * The plan as it now stands (edits included) as a saved item, with the checker's violations and
 * what reopening it in the editor needs (savedPlan.ts): the places the tools returned, or only
 * those the plan names when all of them do not fit, its sources and notes. Null when it is too
 * large to save whole. The same trip saves to the same item, so saving again replaces it; a
 * reopened plan saves to the item it came from (`itemId`).
 */
export function itinerarySaveItem(
  request: ItineraryRequest,
  itinerary: Itinerary,
  violations: readonly PlanViolation[],
  { places, sources, notice, offline }: Omit<PlanToEdit, 'itinerary'>,
  itemId?: string,
): SaveableItem | null {
  const planData = { request, itinerary, violations, sources, notice, offline };
  const item_data = [
    { ...planData, places },
    { ...planData, places: placesInPlan(itinerary) },
  ].find(fitsInItem);
  if (!item_data) return null;
  const slug = itinerary.destination.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '-');
  return {
    item_id: itemId ?? `itinerary-${slug}-${request.startDate}-${request.endDate}-${request.pace}`,
    item_type: 'itinerary',
    title: `${itinerary.destination}: ${itinerary.days.length}-day plan`,
    description: `${request.startDate} to ${request.endDate} · ${request.partySize} travellers · ${request.pace}`,
    item_data,
  };
}
