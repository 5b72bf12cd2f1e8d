/**
 * The tools the model must use for facts, over travelFacts' pure lookups. Each returns its data
 * with the source and date, or an explicit `found: false` with a link, never a guess.
 */
import {
  ADVISORY_ISSUERS,
  BUDGET_BASES,
  COMPENSATION_BANDS,
  DISRUPTIONS,
  ESTIMATE_STATUSES,
  EU261_AREAS,
  EXTRAORDINARY_ANSWERS,
  MAX_ARRIVAL_DELAY_MINUTES,
  MAX_DAILY_AMOUNT,
  MAX_TRAVELLERS,
  MAX_TRIP_DAYS,
  TRAVEL_STYLES,
} from '@voyagent/contracts';
import { PHRASE_CATEGORIES } from '@voyagent/travel-data/phrasebook';
import { type Genkit, z } from 'genkit';
import {
  BUDGET_SPEND_FIELDS,
  COMPENSATION_FACT_FIELDS,
  LOOKUP_DATA_LINKS,
  lookupAdvisory,
  lookupBudget,
  lookupCompensation,
  lookupConversion,
  lookupDistance,
  lookupEmergencyNumbers,
  lookupPhrases,
  lookupPlace,
  lookupVisa,
} from './travelFacts';

const source = z.object({ label: z.string(), dataDate: z.string(), url: z.string() });
const notFound = z.object({ found: z.literal(false), reason: z.string(), link: z.string() });
const place = z.object({
  kind: z.enum(['airport', 'city']),
  name: z.string(),
  country: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  code: z.string().optional(),
});
const found = <T extends z.ZodRawShape>(shape: T) =>
  z.union([z.object({ found: z.literal(true), ...shape, source }), notFound]);

const priceLevelFact = z.object({ country: z.string(), priceLevel: z.string(), year: z.number() });

const issuer = z.enum(ADVISORY_ISSUERS as [string, ...string[]]);
const estimateAirport = z.object({
  code: z.string(),
  name: z.string(),
  city: z.string(),
  country: z.string(),
  countryName: z.string(),
  area: z.enum(EU261_AREAS),
});
const flightAirport = z.object({
  code: z.string(),
  name: z.string(),
  city: z.string(),
  country: z.string(),
});
const airportCode = z.string().regex(/^[A-Za-z]{3}$/, 'a three-letter IATA airport code, e.g. CDG');

const countryCode = z
  .string()
  .regex(/^[A-Za-z]{2}$/, 'a two-letter ISO 3166-1 country code, e.g. FR');
const currencyCode = z.string().regex(/^[A-Za-z]{3}$/, 'a three-letter ISO 4217 code, e.g. EUR');

/** The lookups the tools answer from: travelFacts', replaceable to test a failing data source. */
export const TRAVEL_LOOKUPS = {
  lookupAdvisory,
  lookupBudget,
  lookupCompensation,
  lookupConversion,
  lookupDistance,
  lookupEmergencyNumbers,
  lookupPhrases,
  lookupPlace,
  lookupVisa,
};
export type TravelLookups = typeof TRAVEL_LOOKUPS;

/**
 * A lookup that throws is a not-found for the model (with a link), never an error that ends
 * the answer: the model then says plainly that it was not found.
 */
function orNotFound<I, O>(tool: string, link: string, lookup: (input: I) => O) {
  return async (input: I): Promise<O | { found: false; reason: string; link: string }> => {
    try {
      return lookup(input);
    } catch {
      return {
        found: false,
        reason: `The ${tool} lookup failed: no data for this question.`,
        link,
      };
    }
  };
}

export function defineTravelTools(ai: Genkit, lookups: TravelLookups = TRAVEL_LOOKUPS) {
  const {
    lookupAdvisory,
    lookupBudget,
    lookupCompensation,
    lookupConversion,
    lookupDistance,
    lookupEmergencyNumbers,
    lookupPhrases,
    lookupPlace,
    lookupVisa,
  } = lookups;
  return [
    ai.defineTool(
      {
        name: 'placeLookup',
        description:
          'Finds an airport by IATA code (e.g. CDG) or a city by name, with country and coordinates.',
        inputSchema: z.object({ query: z.string().min(2).max(100) }),
        outputSchema: found({ place }),
      },
      orNotFound('placeLookup', LOOKUP_DATA_LINKS.place, ({ query }) => lookupPlace(query)),
    ),
    ai.defineTool(
      {
        name: 'distance',
        description:
          'Great-circle distance in km between two airports (IATA codes) or cities (names).',
        inputSchema: z.object({ from: z.string().min(2).max(100), to: z.string().min(2).max(100) }),
        outputSchema: found({ from: place, to: place, kilometres: z.number() }),
      },
      orNotFound('distance', LOOKUP_DATA_LINKS.place, ({ from, to }) => lookupDistance(from, to)),
    ),
    ai.defineTool(
      {
        name: 'emergencyNumbers',
        description: "A country's emergency telephone numbers (police, ambulance, fire, general).",
        inputSchema: z.object({ country: countryCode }),
        outputSchema: found({
          country: z.string(),
          numbers: z.object({
            police: z.string().optional(),
            medical: z.string().optional(),
            fire: z.string().optional(),
            general: z.string().optional(),
          }),
        }),
      },
      orNotFound('emergencyNumbers', LOOKUP_DATA_LINKS.emergencyNumbers, ({ country }) =>
        lookupEmergencyNumbers(country),
      ),
    ),
    ai.defineTool(
      {
        name: 'visaRule',
        description: 'What a passport needs to enter a destination country.',
        inputSchema: z.object({ passport: countryCode, destination: countryCode }),
        outputSchema: found({
          passport: z.string(),
          destination: z.string(),
          status: z.string(),
          days: z.number().optional(),
        }),
      },
      orNotFound('visaRule', LOOKUP_DATA_LINKS.visa, ({ passport, destination }) =>
        lookupVisa(passport, destination),
      ),
    ),
    ai.defineTool(
      {
        name: 'currencyConvert',
        description: 'Converts an amount between currencies at the shipped reference rates.',
        inputSchema: z.object({
          amount: z.number().positive().max(1e12),
          from: currencyCode,
          to: currencyCode,
        }),
        outputSchema: found({
          amount: z.string(),
          from: z.string(),
          to: z.string(),
          converted: z.string(),
          rate: z.string(),
        }),
      },
      orNotFound('currencyConvert', LOOKUP_DATA_LINKS.conversion, ({ amount, from, to }) =>
        lookupConversion(amount, from, to),
      ),
    ),
    ai.defineTool(
      {
        name: 'phrasebook',
        description:
          'Travel phrases (English and their translation, by community translators) in a language given as a tag such as fr-FR or es, by category or English search words.',
        inputSchema: z.object({
          language: z.string().min(2).max(20),
          category: z.enum(PHRASE_CATEGORIES).optional(),
          query: z.string().max(100).optional(),
        }),
        outputSchema: found({
          language: z.string(),
          phrases: z.array(z.object({ english: z.string(), translation: z.string() })),
        }),
      },
      orNotFound('phrasebook', LOOKUP_DATA_LINKS.phrases, ({ language, category, query }) =>
        lookupPhrases(language, { category, query }),
      ),
    ),
    ai.defineTool(
      {
        name: 'budget',
        description:
          "The budget service: a destination's World Bank price level (United States = 1) and, " +
          "given the traveller's home country, currency and own total spend per day at home, " +
          'that spend scaled to the destination for the trip (per person or for the party). ' +
          'There are no typical prices: without the spend, ask the traveller for it; ' +
          '`missing` lists what is still needed. The style is recorded and changes no figure.',
        inputSchema: z.object({
          destination: z.string().min(2).max(100),
          travellers: z.number().int().min(1).max(MAX_TRAVELLERS),
          days: z.number().int().min(1).max(MAX_TRIP_DAYS),
          style: z.enum(TRAVEL_STYLES),
          home: countryCode.optional(),
          currency: currencyCode.optional(),
          dailySpend: z.number().positive().max(MAX_DAILY_AMOUNT).optional(),
          basis: z.enum(BUDGET_BASES).optional(),
        }),
        outputSchema: found({
          place: z.object({ name: z.string(), country: z.string() }),
          destination: priceLevelFact,
          travellers: z.number(),
          days: z.number(),
          style: z.enum(TRAVEL_STYLES),
          estimate: z
            .object({
              home: priceLevelFact,
              currency: z.string(),
              basis: z.enum(BUDGET_BASES),
              dailySpend: z.string(),
              dailyTotal: z.string(),
              tripTotal: z.string(),
              converted: z
                .object({
                  currency: z.string(),
                  dailyTotal: z.string(),
                  tripTotal: z.string(),
                  rate: z.string(),
                })
                .nullable(),
            })
            .nullable(),
          missing: z.array(z.enum(BUDGET_SPEND_FIELDS)),
          rateSource: source.nullable(),
        }),
      },
      orNotFound('budget', LOOKUP_DATA_LINKS.budget, lookupBudget),
    ),
    ai.defineTool(
      {
        name: 'travelAdvisory',
        description:
          "The risk radar: a country's travel advisories, each government's level on its own " +
          'scale of 1 to 4 (never compare or merge the scales), its words, date and link, and ' +
          'the staleness note of its copy. `noAdvisory` lists the governments with none for the ' +
          'country: say so, never state a level for them. A level of null means that government ' +
          'gives no single level.',
        inputSchema: z.object({
          country: z
            .string()
            .min(2)
            .max(100)
            .describe('a country name (English, French, German or Spanish) or ISO code, e.g. MX'),
        }),
        outputSchema: found({
          country: z.string(),
          name: z.string(),
          advisories: z.array(
            z.object({
              issuer,
              issuerName: z.string(),
              credit: z.string(),
              level: z.number().nullable(),
              levels: z.number(),
              text: z.string(),
              regional: z.boolean(),
              updated: z.string(),
              url: z.string(),
              destination: z.string(),
              lastScraped: z.string(),
              staleNote: z.string().nullable(),
            }),
          ),
          noAdvisory: z.array(z.object({ issuer, issuerName: z.string() })),
          notice: z.string(),
          furtherSources: z.array(source),
        }),
      },
      orNotFound('travelAdvisory', LOOKUP_DATA_LINKS.advisory, ({ country }) =>
        lookupAdvisory(country),
      ),
    ),
    ai.defineTool(
      {
        name: 'flightCompensation',
        description:
          'The EU261 flight-compensation estimate (the compensation-estimate service): the ' +
          'amount in EUR, the distance band, the regulation articles cited and, when nothing is ' +
          'due, why. Pass only what the traveller said: `missing` lists what the rule still ' +
          'needs (the disruption, the arrival delay of a delayed flight, whether the airline is ' +
          'licensed in the EU, the EEA or Switzerland when that decides): ask the traveller for it.',
        inputSchema: z.object({
          from: airportCode,
          to: airportCode,
          disruption: z.enum(DISRUPTIONS).optional(),
          arrivalDelayMinutes: z.number().int().min(0).max(MAX_ARRIVAL_DELAY_MINUTES).optional(),
          euCarrier: z.boolean().optional(),
          extraordinaryCircumstances: z.enum(EXTRAORDINARY_ANSWERS).optional(),
        }),
        outputSchema: found({
          from: flightAirport,
          to: flightAirport,
          estimate: z
            .object({
              status: z.enum(ESTIMATE_STATUSES),
              reason: z.string(),
              from: estimateAirport,
              to: estimateAirport,
              distanceKm: z.number(),
              intraEu: z.boolean(),
              band: z.enum(COMPENSATION_BANDS),
              bandLabel: z.string(),
              amountEur: z.number().nullable(),
              fullAmountEur: z.number(),
              reductionApplied: z.boolean(),
              usd: z
                .object({
                  amount: z.string(),
                  period: z.string(),
                  sourceName: z.string(),
                  sourceUrl: z.string(),
                  updatedOn: z.string(),
                })
                .nullable(),
              notes: z.array(z.string()),
              citations: z.array(z.object({ rule: z.string(), text: z.string(), url: z.string() })),
              areaSource: z.string(),
            })
            .nullable(),
          missing: z.array(z.enum(COMPENSATION_FACT_FIELDS)),
          furtherSources: z.array(source),
        }),
      },
      orNotFound('flightCompensation', LOOKUP_DATA_LINKS.compensation, lookupCompensation),
    ),
  ];
}
