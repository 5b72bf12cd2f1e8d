/**
 * `visa-check` (issue 13 item 3): what a passport needs to enter a destination, from the Passport
 * Index dataset in @voyagent/travel-data/visa. The answer is built by one pure rule,
 * `answerVisaCheck`, which the function and the assistant's tool share.
 */
import {
  VISA_DATA_SOURCE,
  VISA_STATUSES,
  countryName,
  isVisaCountry,
  visaRequirement,
} from '@voyagent/travel-data/visa';
import { z } from 'zod';
import { defineCallableContract } from './contract';
import { FUNCTION_NAMES } from './names';
import { requestObject } from './payload';

export { VISA_COUNTRIES, VISA_DATA_SOURCE, type VisaStatus } from '@voyagent/travel-data/visa';

export const VISA_CHECK_TEXTS = {
  // Each starts with its field's name, so the callable layer sends it as it is.
  unknownPassport:
    'passport is not a country we have visa data for: use a two-letter ISO code such as FR.',
  unknownDestination:
    'destination is not a country we have visa data for: use a two-letter ISO code such as JP.',
  request: 'Send {passport, destination}: two-letter ISO country codes, e.g. FR and JP.',
  /** Shown with every answer: the dataset is a dated, unofficial scrape. */
  notice: (destination: string) =>
    `Entry rules change. Check with the embassy of ${destination} or its official immigration website before you travel.`,
} as const;

const countryCode = (field: string, message: string) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined ? `${field} is required` : `${field} must be text`,
    })
    .trim()
    .toUpperCase()
    .refine(isVisaCountry, message);

export const visaCheckAnswer = z.strictObject({
  passport: z.string(),
  passportName: z.string(),
  destination: z.string(),
  destinationName: z.string(),
  status: z.enum(VISA_STATUSES),
  /** The visa-free stay in days, where the dataset gives one. */
  days: z.number().int().positive().optional(),
  notice: z.string(),
  source: z.strictObject({
    label: z.string(),
    dataDate: z.string(),
    datasetUrl: z.string(),
    upstreamUrl: z.string(),
  }),
});
export type VisaCheckAnswer = z.infer<typeof visaCheckAnswer>;

/** `visa-check` {passport, destination} → the requirement with its days, notice and source. */
export const visaCheck = defineCallableContract({
  name: FUNCTION_NAMES.visaCheck,
  access: 'public',
  request: requestObject(
    {
      passport: countryCode('passport', VISA_CHECK_TEXTS.unknownPassport),
      destination: countryCode('destination', VISA_CHECK_TEXTS.unknownDestination),
    },
    VISA_CHECK_TEXTS.request,
  ),
  response: visaCheckAnswer,
  errors: VISA_CHECK_TEXTS,
});

/**
 * The pure rule behind `visa-check`: codes already validated (upper-case ISO alpha-2 the dataset
 * covers); an unlisted pair answers "unknown".
 */
export function answerVisaCheck(passport: string, destination: string): VisaCheckAnswer {
  const destinationName = countryName(destination);
  return {
    passport,
    passportName: countryName(passport),
    destination,
    destinationName,
    ...visaRequirement(passport, destination),
    notice: VISA_CHECK_TEXTS.notice(destinationName),
    source: {
      label: VISA_DATA_SOURCE.label,
      dataDate: VISA_DATA_SOURCE.dataDate,
      datasetUrl: VISA_DATA_SOURCE.datasetUrl,
      upstreamUrl: VISA_DATA_SOURCE.upstreamUrl,
    },
  };
}
