/**
 * `risk-info` (issue 13 item 4): travel advisories per issuing government, never merged into one
 * scale (@voyagent/travel-data/advisories), and a country's emergency numbers from the one
 * emergency-numbers dataset (@voyagent/travel-data/emergencyNumbers). One pure rule,
 * `answerRiskInfo`, serves the function and the assistant's tool.
 */
import {
  ADVISORY_COUNTRIES,
  ADVISORY_ISSUERS,
  ADVISORY_SOURCE,
  advisoriesFor,
} from '@voyagent/travel-data/advisories';
import {
  EMERGENCY_COUNTRIES,
  EMERGENCY_NUMBERS_SOURCE,
  EMERGENCY_SERVICES,
  emergencyNumbersFor,
} from '@voyagent/travel-data/emergencyNumbers';
import { VISA_COUNTRIES, countryName } from '@voyagent/travel-data/visa';
import { z } from 'zod';
import { defineCallableContract } from './contract';
import { FUNCTION_NAMES } from './names';
import { requestObject } from './payload';

export { ADVISORY_ISSUERS, type AdvisoryIssuer } from '@voyagent/travel-data/advisories';

/** Every country the risk radar knows: advised on, with emergency numbers, or in the visa data. */
export const RISK_COUNTRIES: readonly string[] = [
  ...new Set([...ADVISORY_COUNTRIES, ...EMERGENCY_COUNTRIES, ...VISA_COUNTRIES]),
].sort();
const riskCountries = new Set(RISK_COUNTRIES);

export const RISK_INFO_TEXTS = {
  // Starts with its field's name, so the callable layer sends it as it is.
  unknownCountry:
    'country is not a country we have safety data for: use a two-letter ISO code such as FR.',
  request: 'Send {} for every country, or {country}: a two-letter ISO code such as FR.',
  notice:
    'Each government rates risk on its own scale: compare levels only within one government. Read the full advisory before you travel.',
  stale: (issuer: string, lastScraped: string) =>
    `Our copy of the ${issuer} advisories was last updated on ${lastScraped}: check the official site for the current level.`,
} as const;

const advisory = z.strictObject({
  issuer: z.enum(ADVISORY_ISSUERS),
  level: z.number().int().min(1).max(4).nullable(),
  text: z.string(),
  regional: z.boolean(),
  updated: z.string(),
  url: z.string(),
  destination: z.string(),
});

const issuerInfo = z.strictObject({
  name: z.string(),
  credit: z.string(),
  licence: z.string(),
  homepage: z.string(),
  lastScraped: z.string(),
  newestAdvisory: z.string(),
  stale: z.boolean(),
  /** The staleness note to show next to this issuer's levels; absent when fresh. */
  staleNote: z.string().optional(),
});

const emergencyNumbers = z.strictObject({
  police: z.string().optional(),
  medical: z.string().optional(),
  fire: z.string().optional(),
  general: z.string().optional(),
  unconfirmed: z.array(z.enum(EMERGENCY_SERVICES)),
  source: z.strictObject({
    label: z.string(),
    dataDate: z.string(),
    datasetUrl: z.string(),
    upstreamUrl: z.string(),
  }),
});

export const riskInfoAnswer = z.strictObject({
  countries: z.array(
    z.strictObject({ code: z.string(), name: z.string(), advisories: z.array(advisory) }),
  ),
  /** The asked country's emergency numbers; null for the whole list or a country not covered. */
  emergency: emergencyNumbers.nullable(),
  issuers: z.strictObject({ CA: issuerInfo, US: issuerInfo }),
  datasetUrl: z.string(),
  notice: z.string(),
});
export type RiskInfoAnswer = z.infer<typeof riskInfoAnswer>;
export type RiskAdvisory = z.infer<typeof advisory>;

/** `risk-info` {country?} → every country's advisories, or one country's with its numbers. */
export const riskInfo = defineCallableContract({
  name: FUNCTION_NAMES.riskInfo,
  access: 'public',
  request: requestObject(
    {
      country: z
        .string({ error: 'country must be text' })
        .trim()
        .toUpperCase()
        .refine((code) => riskCountries.has(code), RISK_INFO_TEXTS.unknownCountry)
        .optional(),
    },
    RISK_INFO_TEXTS.request,
  ),
  response: riskInfoAnswer,
  errors: RISK_INFO_TEXTS,
});

const issuers = Object.fromEntries(
  ADVISORY_ISSUERS.map((issuer) => {
    const info = ADVISORY_SOURCE.issuers[issuer];
    return [
      issuer,
      info.stale
        ? { ...info, staleNote: RISK_INFO_TEXTS.stale(info.name, info.lastScraped) }
        : info,
    ];
  }),
) as RiskInfoAnswer['issuers'];

/** The pure rule behind `risk-info`: `country` already validated (upper-case, known), or none. */
export function answerRiskInfo(country?: string): RiskInfoAnswer {
  const codes = country === undefined ? RISK_COUNTRIES : [country];
  const numbers = country === undefined ? null : emergencyNumbersFor(country);
  return {
    countries: codes.map((code) => ({
      code,
      name: countryName(code),
      advisories: advisoriesFor(code),
    })),
    emergency: numbers && {
      ...numbers,
      source: {
        label: EMERGENCY_NUMBERS_SOURCE.label,
        dataDate: EMERGENCY_NUMBERS_SOURCE.dataDate,
        datasetUrl: EMERGENCY_NUMBERS_SOURCE.datasetUrl,
        upstreamUrl: EMERGENCY_NUMBERS_SOURCE.upstreamUrl,
      },
    },
    issuers,
    datasetUrl: ADVISORY_SOURCE.datasetUrl,
    notice: RISK_INFO_TEXTS.notice,
  };
}
