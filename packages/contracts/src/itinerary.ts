/**
 * `itinerary-generate` (issue 14): a destination, dates, travellers, budget and pace → a
 * day-by-day plan built only from what the travel tools returned, with every violation the plan
 * checker (planChecker.ts) finds, never hidden. Counted as one of the caller's
 * itinerary_generations (free: 3 a day); a guest counts per device (`fingerprint_hash`).
 */
import { z } from 'zod';
import { assistantSource } from './assistant';
import { defineCallableContract } from './contract';
import { fingerprintHash } from './devices';
import { ASSISTANT_LANGUAGE_CODES, FUNCTION_NAMES } from './names';
import { isStorable, requestObject } from './payload';
import { type PlanViolationKind, tripDayCount } from './planChecker';
import { usageAnswer } from './usage';

export * from './planChecker';

export const ITINERARY_PACES = ['relaxed', 'balanced', 'packed'] as const;
export type ItineraryPace = (typeof ITINERARY_PACES)[number];
/** The longest trip one generation plans. */
export const MAX_ITINERARY_DAYS = 14;
export const MAX_PARTY_SIZE = 20;
export const MAX_ITINERARY_BUDGET = 10_000_000;
export const DEFAULT_ITINERARY_CURRENCY = 'USD';

export const ITINERARY_TEXTS = {
  request:
    'Send {destination, startDate, endDate, partySize, pace, language}, with budget and currency if you have a budget.',
  destination: 'destination: enter a city, 2 to 100 characters.',
  date: 'startDate and endDate: enter dates as YYYY-MM-DD.',
  dateOrder: 'endDate: the trip cannot end before it starts.',
  tooLong: `endDate: a plan covers at most ${MAX_ITINERARY_DAYS} days.`,
  partySize: `partySize: enter from 1 to ${MAX_PARTY_SIZE} travellers.`,
  budget: `budget: enter an amount above 0 and at most ${MAX_ITINERARY_BUDGET}.`,
  currency: 'currency: a three-letter ISO 4217 code, such as EUR.',
  /** invalid-argument: the trip starts before today (UTC). */
  pastDates: 'startDate: the trip cannot start in the past.',
  /** invalid-argument: the city lookup found nothing. */
  unknownDestination: (name: string) =>
    `destination: no city named "${name}" in our data. Check the spelling or pick a city from the list.`,
  /** invalid-argument: a guest's call without the device's fingerprint_hash. */
  guestDevice: 'Send fingerprint_hash: a guest’s plans are counted per device.',
  /** resource-exhausted: past the free plan's itinerary_generations cap. */
  dailyLimit: (cap: number) =>
    `Daily limit reached: you've used all ${cap} free itinerary generations for today. Upgrade for unlimited use.`,
} as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isoDate = z
  .string({ error: ITINERARY_TEXTS.date })
  .regex(ISO_DATE, ITINERARY_TEXTS.date)
  .refine((date) => Number.isFinite(tripDayCount(date, date)), ITINERARY_TEXTS.date);

export const itineraryPlaceSchema = z.strictObject({
  id: z.string().min(1).max(200),
  name: z.string().min(1).max(200),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});

export const itinerarySlotSchema = z.strictObject({
  activity: z.string().min(1).max(300),
  place: itineraryPlaceSchema.nullable(),
  durationMin: z.number().int().min(0).max(1440),
  /** Per person, in the itinerary's currency; null when our data has no price for it. */
  estimatedCost: z.number().min(0).nullable(),
  travelMinutesFromPrevious: z.number().int().min(0).max(1440),
  /** True for an activity the traveller added themselves: it names no place of our data. */
  own: z.boolean().optional(),
});

/** The plan, as the model must produce it (the Genkit flow's output schema) and as it is sent. */
export const itinerarySchema = z.strictObject({
  destination: z.string().min(1).max(200),
  currency: z.string().regex(/^[A-Z]{3}$/),
  days: z
    .array(
      z.strictObject({
        date: z.string().regex(ISO_DATE),
        slots: z.array(itinerarySlotSchema).max(12),
      }),
    )
    .min(1)
    .max(MAX_ITINERARY_DAYS + 1),
});
export type ItinerarySchema = z.infer<typeof itinerarySchema>;

const VIOLATION_KINDS = [
  'dayCount',
  'dateSequence',
  'partySize',
  'budget',
  'budgetUnchecked',
  'dayTooLong',
  'travelInfeasible',
  'ungroundedPlace',
] as const satisfies readonly PlanViolationKind[];

/** A violation as sent: its kind and text, with the figures of its kind. */
export const planViolationSchema = z.looseObject({
  kind: z.enum(VIOLATION_KINDS),
  message: z.string(),
});

export const itineraryGenerate = defineCallableContract({
  name: FUNCTION_NAMES.itineraryGenerate,
  access: 'public',
  request: requestObject(
    {
      destination: z
        .string({ error: ITINERARY_TEXTS.destination })
        .trim()
        .min(2, ITINERARY_TEXTS.destination)
        .max(100, ITINERARY_TEXTS.destination)
        .refine(isStorable, ITINERARY_TEXTS.destination),
      startDate: isoDate,
      endDate: isoDate,
      partySize: z
        .number({ error: ITINERARY_TEXTS.partySize })
        .int(ITINERARY_TEXTS.partySize)
        .min(1, ITINERARY_TEXTS.partySize)
        .max(MAX_PARTY_SIZE, ITINERARY_TEXTS.partySize),
      budget: z
        .number({ error: ITINERARY_TEXTS.budget })
        .positive(ITINERARY_TEXTS.budget)
        .max(MAX_ITINERARY_BUDGET, ITINERARY_TEXTS.budget)
        .optional(),
      currency: z
        .string({ error: ITINERARY_TEXTS.currency })
        .regex(/^[A-Za-z]{3}$/, ITINERARY_TEXTS.currency)
        .transform((code) => code.toUpperCase())
        .optional(),
      pace: z.enum(ITINERARY_PACES, { error: ITINERARY_TEXTS.request }),
      language: z.enum(ASSISTANT_LANGUAGE_CODES, { error: ITINERARY_TEXTS.request }),
      fingerprint_hash: fingerprintHash.optional(),
    },
    ITINERARY_TEXTS.request,
  )
    .refine(({ startDate, endDate }) => tripDayCount(startDate, endDate) >= 1, {
      error: ITINERARY_TEXTS.dateOrder,
      path: ['endDate'],
    })
    .refine(({ startDate, endDate }) => tripDayCount(startDate, endDate) <= MAX_ITINERARY_DAYS, {
      error: ITINERARY_TEXTS.tooLong,
      path: ['endDate'],
    }),
  response: z.strictObject({
    itinerary: itinerarySchema,
    violations: z.array(planViolationSchema),
    sources: z.array(assistantSource),
    /** Every place the tools returned for this plan: the only places an edit may add. */
    places: z.array(itineraryPlaceSchema),
    /** What the plan could not do, said plainly (no places in our data for the city); or null. */
    notice: z.string().nullable(),
    /** True when the offline engine planned (no AI model). */
    offline: z.boolean(),
    usage: usageAnswer,
  }),
  errors: ITINERARY_TEXTS,
});
