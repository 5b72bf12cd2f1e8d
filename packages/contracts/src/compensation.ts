/**
 * Flight compensation (issue 13 item 5): `compensation-estimate` (public) answers the EU261
 * estimate of compensationRules.ts; `compensation-claim-create` (signed in) stores a claim with
 * the estimate recomputed on the server; `compensation-claims-list` lists the caller's claims.
 */
import { z } from 'zod';
import {
  CLAIM_MAX_AGE_YEARS,
  COMPENSATION_BANDS,
  DISRUPTIONS,
  ESTIMATE_STATUSES,
  EU261_AREAS,
  EXTRAORDINARY_ANSWERS,
  isKnownAirport,
} from './compensationRules';
import { defineCallableContract } from './contract';
import { FUNCTION_NAMES } from './names';
import { isoTimestamp, nextOffset, pageFields, requestObject, storableText } from './payload';

export * from './compensationRules';
export * from './greatCircle';

/** The longest arrival delay taken: three days, in minutes. Longer is a typing mistake. */
export const MAX_ARRIVAL_DELAY_MINUTES = 3 * 24 * 60;
/** Our policy on flight numbers (compensationRules.SOURCE.md): designator, 1-4 digits, suffix. */
export const FLIGHT_NUMBER_PATTERN = /^(?:[A-Z0-9]{2}|[A-Z]{3})[0-9]{1,4}[A-Z]?$/;
/** Our policy on booking references: 5 to 8 letters or digits. */
export const BOOKING_REFERENCE_PATTERN = /^[A-Z0-9]{5,8}$/;
export const MAX_PASSENGER_NAME_LENGTH = 120;
export const CLAIM_STATUSES = ['submitted', 'in_review', 'paid', 'rejected'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];
export const MAX_CLAIMS_PAGE = 50;

export const COMPENSATION_CLAIM_TEXTS = {
  airport: (field: string) =>
    `${field} must be the IATA code of an airport we know, such as CDG (pick it from the list).`,
  sameAirport: 'to must be a different airport from from.',
  delayRequired: 'arrivalDelayMinutes is required for a delay: how late did you arrive?',
  flightNumber: 'flightNumber must be an airline code and 1 to 4 digits, such as AF 1234 or BA49.',
  flightDate: 'flightDate must be a date written YYYY-MM-DD.',
  futureFlight: 'flightDate must not be in the future: claim after the flight.',
  oldFlight: `flightDate must be within the last ${CLAIM_MAX_AGE_YEARS} years.`,
  bookingReference: 'bookingReference must be 5 to 8 letters or digits, such as ABC123.',
  passengerName: 'passengerName is required: the name on the booking.',
  notCovered: (reason: string) => `We cannot file this claim. ${reason}`,
  duplicate: 'You have already claimed for this flight on this date.',
  noEmail: 'Your account has no e-mail address: add one to get news of your claim.',
  signIn: 'Please sign in to claim compensation.',
} as const;

const airportCode = (field: 'from' | 'to') =>
  z
    .string({ error: COMPENSATION_CLAIM_TEXTS.airport(field) })
    .trim()
    .toUpperCase()
    .refine(isKnownAirport, COMPENSATION_CLAIM_TEXTS.airport(field));

/** The flight and what happened to it: what the estimate needs. */
const flightShape = {
  from: airportCode('from'),
  to: airportCode('to'),
  disruption: z.enum(DISRUPTIONS, {
    error: 'disruption must be delay, cancellation or denied_boarding',
  }),
  arrivalDelayMinutes: z
    .number({ error: 'arrivalDelayMinutes must be a number of minutes' })
    .int('arrivalDelayMinutes must be a whole number of minutes')
    .min(0, 'arrivalDelayMinutes must be 0 or more')
    .max(
      MAX_ARRIVAL_DELAY_MINUTES,
      `arrivalDelayMinutes must be at most ${MAX_ARRIVAL_DELAY_MINUTES} (3 days)`,
    )
    .optional(),
  euCarrier: z.boolean({ error: 'euCarrier must be true or false' }),
  extraordinaryCircumstances: z.enum(EXTRAORDINARY_ANSWERS, {
    error: 'extraordinaryCircumstances must be yes, no or unknown',
  }),
};

/** The checks across fields, named by the field to fix. */
function checkFlight(
  flight: { from: string; to: string; disruption: string; arrivalDelayMinutes?: number },
  context: z.core.$RefinementCtx,
) {
  if (flight.from === flight.to) {
    context.addIssue({
      code: 'custom',
      path: ['to'],
      message: COMPENSATION_CLAIM_TEXTS.sameAirport,
    });
  }
  if (flight.disruption === 'delay' && flight.arrivalDelayMinutes === undefined) {
    context.addIssue({
      code: 'custom',
      path: ['arrivalDelayMinutes'],
      message: COMPENSATION_CLAIM_TEXTS.delayRequired,
    });
  }
}

const FLIGHT_REQUEST =
  'Send {from, to, disruption, arrivalDelayMinutes?, euCarrier, extraordinaryCircumstances}.';

const citation = z.strictObject({ rule: z.string(), text: z.string(), url: z.string() });
const estimateAirport = z.strictObject({
  code: z.string(),
  name: z.string(),
  city: z.string(),
  country: z.string(),
  countryName: z.string(),
  area: z.enum(EU261_AREAS),
});

export const compensationEstimateAnswer = z.strictObject({
  status: z.enum(ESTIMATE_STATUSES),
  reason: z.string(),
  from: estimateAirport,
  to: estimateAirport,
  distanceKm: z.number().int().nonnegative(),
  intraEu: z.boolean(),
  band: z.enum(COMPENSATION_BANDS),
  bandLabel: z.string(),
  amountEur: z.number().nonnegative().nullable(),
  fullAmountEur: z.number().positive(),
  reductionApplied: z.boolean(),
  usd: z
    .strictObject({
      amount: z.string(),
      period: z.string(),
      sourceName: z.string(),
      sourceUrl: z.string(),
      updatedOn: z.string(),
    })
    .nullable(),
  notes: z.array(z.string()),
  citations: z.array(citation),
  areaSource: z.string(),
});
export type CompensationEstimateAnswer = z.infer<typeof compensationEstimateAnswer>;

/** `compensation-estimate` {flight} → the EU261 estimate with its distance, band and citations. */
export const compensationEstimate = defineCallableContract({
  name: FUNCTION_NAMES.compensationEstimate,
  access: 'public',
  request: requestObject(flightShape, FLIGHT_REQUEST).superRefine(checkFlight),
  response: compensationEstimateAnswer,
  errors: {},
});

export const compensationClaim = z.strictObject({
  id: z.string(),
  status: z.enum(CLAIM_STATUSES),
  flightNumber: z.string(),
  flightDate: z.string(),
  from: z.string(),
  to: z.string(),
  disruption: z.enum(DISRUPTIONS),
  passengerName: z.string(),
  bookingReference: z.string().nullable(),
  email: z.string(),
  /** The server's estimate when the claim was filed. */
  estimateStatus: z.enum(ESTIMATE_STATUSES),
  amountEur: z.number().nonnegative().nullable(),
  distanceKm: z.number().int().nonnegative(),
  createdAt: isoTimestamp,
});
export type CompensationClaim = z.infer<typeof compensationClaim>;

/**
 * `compensation-claim-create` {flight, flightNumber, flightDate, bookingReference?,
 * passengerName} → the stored claim, submitted. The e-mail is the account's; the estimate is
 * recomputed here. A flight the estimate finds not covered is refused (failed-precondition), a
 * second claim for one flight and date too (already-exists).
 */
export const compensationClaimCreate = defineCallableContract({
  name: FUNCTION_NAMES.compensationClaimCreate,
  access: 'signedIn',
  replayable: true,
  signInMessage: COMPENSATION_CLAIM_TEXTS.signIn,
  request: requestObject(
    {
      ...flightShape,
      flightNumber: z
        .string({ error: COMPENSATION_CLAIM_TEXTS.flightNumber })
        .transform((value) => value.replace(/\s+/g, '').toUpperCase())
        .pipe(z.string().regex(FLIGHT_NUMBER_PATTERN, COMPENSATION_CLAIM_TEXTS.flightNumber)),
      flightDate: z.iso.date({ error: COMPENSATION_CLAIM_TEXTS.flightDate }),
      bookingReference: z
        .string({ error: COMPENSATION_CLAIM_TEXTS.bookingReference })
        .trim()
        .toUpperCase()
        .regex(BOOKING_REFERENCE_PATTERN, COMPENSATION_CLAIM_TEXTS.bookingReference)
        .optional(),
      passengerName: z
        .string({ error: COMPENSATION_CLAIM_TEXTS.passengerName })
        .trim()
        .min(1, COMPENSATION_CLAIM_TEXTS.passengerName)
        .max(
          MAX_PASSENGER_NAME_LENGTH,
          `passengerName must be at most ${MAX_PASSENGER_NAME_LENGTH} characters`,
        )
        .refine(...storableText('passengerName')),
    },
    `Send {flightNumber, flightDate, passengerName, bookingReference?} and the flight: ${FLIGHT_REQUEST}`,
  ).superRefine(checkFlight),
  response: compensationClaim,
  errors: COMPENSATION_CLAIM_TEXTS,
});

/** `compensation-claims-list` {limit?, offset?} → the caller's claims, newest first. */
export const compensationClaimsList = defineCallableContract({
  name: FUNCTION_NAMES.compensationClaimsList,
  access: 'signedIn',
  signInMessage: COMPENSATION_CLAIM_TEXTS.signIn,
  request: requestObject(pageFields(MAX_CLAIMS_PAGE, 20), 'Send {limit?, offset?}.'),
  response: z.strictObject({ claims: z.array(compensationClaim), nextOffset }),
  errors: {},
});
