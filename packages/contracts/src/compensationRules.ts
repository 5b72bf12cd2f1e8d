/**
 * The flight-compensation estimate (issue 13 item 5): Regulation (EC) No 261/2004 ("EU261") as
 * the CJEU reads it, over the airport data of @voyagent/search-widgets (OurAirports coordinates),
 * country-coder's EU territory and is-european's EEA membership, plus Switzerland by the EU–Swiss
 * Air Transport Agreement. Every rule, source and known gap is in compensationRules.SOURCE.md.
 * `compensation-estimate` answers with it and `compensation-claim-create` recomputes it before
 * storing a claim, so a client's figure is never trusted.
 */
import { isIn, isInEuropeanUnion } from '@rapideditor/country-coder';
import { getWorldAirportIndex, type Airport } from '@voyagent/search-widgets/airports';
import { EEA_SOURCE, isInEea } from '@voyagent/travel-data/eea';
import { SHIPPED_RATES, convertAmount } from '@voyagent/travel-data/exchangeRates';
import { greatCircleKm } from './greatCircle';

export const EU261_URL = 'https://eur-lex.europa.eu/eli/reg/2004/261/oj';
/** Joined cases C-402/07 and C-432/07, Sturgeon, judgment of 19 November 2009 (EUR-Lex). */
export const STURGEON_URL = 'https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:62007CJ0402';
/** The European Commission's Your Europe page on air passenger rights and where they apply. */
export const PASSENGER_RIGHTS_URL =
  'https://europa.eu/youreurope/citizens/travel/passenger-rights/air/index_en.htm';

/**
 * Where EU261 applies to an airport's country: the EU's own territory (its outermost regions
 * included), the EEA states outside the EU, Switzerland, outside, or unknown when the EU
 * membership data does not place the country.
 */
export const EU261_AREAS = ['eu', 'eea', 'switzerland', 'outside', 'unknown'] as const;
export type Eu261Area = (typeof EU261_AREAS)[number];

/** The party to the EU–Swiss Air Transport Agreement, which brings EU261 to Switzerland. */
export const SWISS_AGREEMENT_COUNTRY = 'CH';
/**
 * country-coder's feature for the EU's Overseas Countries and Territories (Wikidata Q1451600):
 * associated with the EU, but outside its territory, so outside EU261 (New Caledonia, Aruba…).
 */
const OVERSEAS_COUNTRIES_AND_TERRITORIES = 'Q1451600';

/** The datasets behind Eu261Area, named on the page with every estimate. */
export const COUNTRY_CODER_SOURCE = {
  package: '@rapideditor/country-coder@5.6.1',
  published: '2026-02-27',
} as const;
export const EU261_AREA_SOURCE = `EU territory: ${COUNTRY_CODER_SOURCE.package} (ISC, published ${COUNTRY_CODER_SOURCE.published}); EEA membership: ${EEA_SOURCE.package} (MIT, published ${EEA_SOURCE.published}); Switzerland by the EU–Swiss Air Transport Agreement. Airports: OurAirports (public domain).`;

export const DISRUPTIONS = ['delay', 'cancellation', 'denied_boarding'] as const;
export type Disruption = (typeof DISRUPTIONS)[number];

/** Whether the airline says extraordinary circumstances caused it (Article 5(3)). */
export const EXTRAORDINARY_ANSWERS = ['yes', 'no', 'unknown'] as const;
export type ExtraordinaryAnswer = (typeof EXTRAORDINARY_ANSWERS)[number];

export const ESTIMATE_STATUSES = ['eligible', 'not_eligible', 'unknown'] as const;
export type EstimateStatus = (typeof ESTIMATE_STATUSES)[number];

/** Article 7(1)'s three bands by great-circle distance (Article 7(4)). */
export const COMPENSATION_BANDS = ['7(1)(a)', '7(1)(b)', '7(1)(c)'] as const;
export type CompensationBand = (typeof COMPENSATION_BANDS)[number];

/** Article 7(1): the amount of each band, in euros. */
export const BAND_AMOUNT_EUR: Readonly<Record<CompensationBand, number>> = {
  '7(1)(a)': 250,
  '7(1)(b)': 400,
  '7(1)(c)': 600,
};

/** Article 7(1)(a) and (b)'s distance limits, in kilometres. */
export const SHORT_HAUL_MAX_KM = 1500;
export const MEDIUM_HAUL_MAX_KM = 3500;

/**
 * Article 7(2): the arrival delay, in minutes, up to which the airline may halve each band's
 * amount (2, 3 and 4 hours).
 */
export const REDUCTION_LIMIT_MINUTES: Readonly<Record<CompensationBand, number>> = {
  '7(1)(a)': 120,
  '7(1)(b)': 180,
  '7(1)(c)': 240,
};

/** Sturgeon: an arrival delay of 3 hours or more entitles like a cancellation. */
export const STURGEON_DELAY_MINUTES = 180;

export interface CompensationInput {
  /** IATA codes of the departure and final destination airports. */
  from: string;
  to: string;
  disruption: Disruption;
  /**
   * Minutes late at the final destination: the delay itself, or, for a cancellation or a denied
   * boarding, the delay of the re-routing the airline offered (undefined when none or unknown).
   */
  arrivalDelayMinutes?: number;
  /**
   * Whether the operating carrier holds an operating licence of the EU, an EEA state or
   * Switzerland ("Community carrier", as the EEA and Swiss agreements extend it). The traveller
   * answers: we have no airline dataset to tell it from the flight.
   */
  euCarrier: boolean;
  extraordinaryCircumstances: ExtraordinaryAnswer;
}

export interface Citation {
  rule: string;
  text: string;
  url: string;
}

export interface EstimateAirport {
  code: string;
  name: string;
  city: string;
  country: string;
  countryName: string;
  area: Eu261Area;
}

export interface UsdEquivalent {
  /** Decimal text, cents. */
  amount: string;
  /** The year (annual average) the rates cover. */
  period: string;
  sourceName: string;
  sourceUrl: string;
  updatedOn: string;
}

export interface CompensationEstimate {
  status: EstimateStatus;
  /** Why, in one sentence a traveller reads. */
  reason: string;
  from: EstimateAirport;
  to: EstimateAirport;
  distanceKm: number;
  /** Both airports where EU261 applies: Article 7(1)(b)'s "intra-Community" flight. */
  intraEu: boolean;
  band: CompensationBand;
  bandLabel: string;
  /** What the regulation gives (after any reduction); null when nothing is due. */
  amountEur: number | null;
  /** The band's full amount, before a reduction. */
  fullAmountEur: number;
  /** Article 7(2): the airline may halve the amount for this arrival delay. */
  reductionApplied: boolean;
  /** amountEur in US dollars at the shipped reference rates; null when nothing is due. */
  usd: UsdEquivalent | null;
  /** Conditions the estimate cannot check, to read before claiming. */
  notes: string[];
  citations: Citation[];
  /** The datasets that placed the airports (EU261_AREA_SOURCE). */
  areaSource: string;
}

const ARTICLE = (number: string) => `Regulation (EC) No 261/2004, Article ${number}`;

const CITATIONS = {
  scope: {
    rule: ARTICLE('3(1)'),
    text: 'Applies to flights departing from an airport in the EU, and to flights from outside the EU to an EU airport operated by an EU carrier.',
    url: EU261_URL,
  },
  area: {
    rule: 'EEA Agreement and EU–Swiss Air Transport Agreement',
    text: 'EU air passenger rights also apply in Iceland, Liechtenstein, Norway and Switzerland, and to their airlines, as in the EU.',
    url: PASSENGER_RIGHTS_URL,
  },
  distance: {
    rule: ARTICLE('7(4)'),
    text: 'Distances are measured by the great circle route method.',
    url: EU261_URL,
  },
  '7(1)(a)': {
    rule: ARTICLE('7(1)(a)'),
    text: 'EUR 250 for all flights of 1500 kilometres or less.',
    url: EU261_URL,
  },
  '7(1)(b)': {
    rule: ARTICLE('7(1)(b)'),
    text: 'EUR 400 for all intra-Community flights of more than 1500 kilometres, and for all other flights between 1500 and 3500 kilometres.',
    url: EU261_URL,
  },
  '7(1)(c)': {
    rule: ARTICLE('7(1)(c)'),
    text: 'EUR 600 for all flights not falling under (a) or (b).',
    url: EU261_URL,
  },
  reduction: {
    rule: ARTICLE('7(2)'),
    text: 'The airline may reduce the compensation by 50 % when the arrival delay does not exceed 2 hours (up to 1500 km), 3 hours (1500 to 3500 km and intra-EU) or 4 hours (other flights).',
    url: EU261_URL,
  },
  extraordinary: {
    rule: ARTICLE('5(3)'),
    text: 'No compensation is due when the airline proves the cancellation was caused by extraordinary circumstances that could not have been avoided even if all reasonable measures had been taken.',
    url: EU261_URL,
  },
  cancellation: {
    rule: ARTICLE('5(1)(c)'),
    text: 'No compensation is due for a cancellation announced at least two weeks before departure, or later with an offer of re-routing close to the original times.',
    url: EU261_URL,
  },
  deniedBoarding: {
    rule: ARTICLE('4(3)'),
    text: 'Passengers denied boarding against their will are compensated under Article 7.',
    url: EU261_URL,
  },
  sturgeon: {
    rule: 'CJEU, Sturgeon (C-402/07 and C-432/07), 19 November 2009',
    text: 'Passengers whose flight arrives 3 hours or more late may claim compensation as for a cancellation, unless extraordinary circumstances caused the delay.',
    url: STURGEON_URL,
  },
} satisfies Record<string, Citation>;

export const COMPENSATION_TEXTS = {
  eligible: (amount: number) =>
    `Likely eligible: EU261 gives ${amount} EUR for this flight. Check with the airline: it decides first.`,
  reduced: (amount: number, full: number) =>
    `Likely eligible: EU261 gives ${full} EUR for this flight, which the airline may halve to ${amount} EUR for this arrival delay. Check with the airline: it decides first.`,
  extraordinaryUnknown: (amount: number) =>
    `Eligible for ${amount} EUR unless the airline proves extraordinary circumstances (such as bad weather or an air traffic control strike). Check with the airline.`,
  extraordinary:
    'Not eligible: no compensation is due when extraordinary circumstances caused the disruption.',
  shortDelay:
    'Not eligible: an arrival delay under 3 hours gives no compensation (3 hours or more does).',
  notCovered: (from: string) =>
    `Not covered: this flight departs from ${from}, outside the EU, the EEA and Switzerland, and was not flown into them by an airline licensed there. EU261 covers flights departing from the EU, Iceland, Liechtenstein, Norway or Switzerland, and flights into them on an airline licensed there.`,
  membershipUnknown: (country: string) =>
    `Unknown: our EU membership data does not place ${country}, so we cannot tell whether EU261 applies.`,
  cancellationNote:
    'A cancellation announced at least two weeks before departure, or later with re-routing close to your original times, gives no compensation.',
  checkWithAirline:
    'This is an estimate from the regulation, not a decision: the airline (and then the national enforcement body or a court) decides. Claim from the airline that operated the flight.',
} as const;

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** The airport with this IATA code, from the search widgets' OurAirports index. */
export function findAirport(code: string): Airport | undefined {
  return getWorldAirportIndex().byCode(code);
}

export const isKnownAirport = (code: string): boolean => findAirport(code) !== undefined;

/** Article 7(1): the band of a flight by its great-circle distance and whether it is intra-EU. */
export function compensationBand(distanceKm: number, intraEu: boolean): CompensationBand {
  if (distanceKm <= SHORT_HAUL_MAX_KM) return '7(1)(a)';
  if (intraEu || distanceKm <= MEDIUM_HAUL_MAX_KM) return '7(1)(b)';
  return '7(1)(c)';
}

const BAND_LABELS: Readonly<Record<CompensationBand, (intraEu: boolean) => string>> = {
  '7(1)(a)': () => '1500 km or less',
  '7(1)(b)': (intraEu) =>
    intraEu ? 'within the EU, the EEA and Switzerland, over 1500 km' : '1500 to 3500 km',
  '7(1)(c)': () => 'over 3500 km, not within the EU, the EEA and Switzerland',
};

/** Where EU261 applies to a country (ISO 3166-1 alpha-2), from the datasets alone. */
export function eu261Area(country: string): Eu261Area {
  const inEu = isInEuropeanUnion(country);
  if (inEu === true) return isIn(country, OVERSEAS_COUNTRIES_AND_TERRITORIES) ? 'outside' : 'eu';
  if (isInEea(country)) return 'eea';
  if (country === SWISS_AGREEMENT_COUNTRY) return 'switzerland';
  return inEu === false ? 'outside' : 'unknown';
}

/** true where EU261 applies, false outside, null when the data does not place the country. */
function inArea(airport: EstimateAirport): boolean | null {
  if (airport.area === 'unknown') return null;
  return airport.area !== 'outside';
}

function estimateAirport(airport: Airport): EstimateAirport {
  return {
    code: airport.code,
    name: airport.name,
    city: airport.city,
    country: airport.country,
    countryName: regionNames.of(airport.country) ?? airport.country,
    area: eu261Area(airport.country),
  };
}

/** Article 3(1): true, false, or null when a membership it depends on is unknown. */
function isCovered(from: EstimateAirport, to: EstimateAirport, euCarrier: boolean) {
  const fromInArea = inArea(from);
  if (fromInArea !== false) return fromInArea;
  if (!euCarrier) return false;
  return inArea(to);
}

const EXTENDED_AREAS: ReadonlySet<Eu261Area> = new Set(['eea', 'switzerland']);

function usdEquivalent(amountEur: number): UsdEquivalent {
  const { source } = SHIPPED_RATES;
  const conversion = convertAmount(amountEur, 'EUR', 'USD');
  return {
    amount: conversion.amount,
    period: conversion.toPeriod,
    sourceName: source.name,
    sourceUrl: source.url,
    updatedOn: source.updatedOn,
  };
}

/**
 * The estimate for a disrupted flight. The codes must be airports `findAirport` knows (the
 * contract refuses others first); a delay needs its arrival delay.
 */
export function estimateCompensation(input: CompensationInput): CompensationEstimate {
  const fromAirport = findAirport(input.from);
  const toAirport = findAirport(input.to);
  if (!fromAirport || !toAirport) throw new Error(`Unknown airport: ${input.from}/${input.to}`);
  const from = estimateAirport(fromAirport);
  const to = estimateAirport(toAirport);
  const distanceKm = greatCircleKm(fromAirport, toAirport);
  const intraEu = inArea(from) === true && inArea(to) === true;
  const band = compensationBand(distanceKm, intraEu);
  const fullAmountEur = BAND_AMOUNT_EUR[band];
  const delay = input.arrivalDelayMinutes;
  const reductionApplied = delay !== undefined && delay <= REDUCTION_LIMIT_MINUTES[band];
  const dueEur = reductionApplied ? fullAmountEur / 2 : fullAmountEur;

  const citations: Citation[] = [CITATIONS.scope];
  if (EXTENDED_AREAS.has(from.area) || EXTENDED_AREAS.has(to.area)) citations.push(CITATIONS.area);
  citations.push(CITATIONS.distance, CITATIONS[band]);
  const notes: string[] = [];
  if (input.disruption === 'delay') citations.push(CITATIONS.sturgeon);
  if (input.disruption === 'cancellation') {
    citations.push(CITATIONS.cancellation);
    notes.push(COMPENSATION_TEXTS.cancellationNote);
  }
  if (input.disruption === 'denied_boarding') citations.push(CITATIONS.deniedBoarding);
  // Article 5(3) excuses cancellations, and by Sturgeon delays; Article 4 has no such exception.
  const excusable = input.disruption !== 'denied_boarding';
  if (excusable) citations.push(CITATIONS.extraordinary);
  if (reductionApplied) citations.push(CITATIONS.reduction);
  notes.push(COMPENSATION_TEXTS.checkWithAirline);

  const base = {
    from,
    to,
    distanceKm,
    intraEu,
    band,
    bandLabel: BAND_LABELS[band](intraEu),
    fullAmountEur,
    notes,
    citations,
    areaSource: EU261_AREA_SOURCE,
  };
  const nothingDue = (status: EstimateStatus, reason: string): CompensationEstimate => ({
    ...base,
    status,
    reason,
    amountEur: null,
    reductionApplied: false,
    usd: null,
  });
  const due = (status: EstimateStatus, reason: string): CompensationEstimate => ({
    ...base,
    status,
    reason,
    amountEur: dueEur,
    reductionApplied,
    usd: usdEquivalent(dueEur),
  });

  const covered = isCovered(from, to, input.euCarrier);
  if (covered === null) {
    const unplaced = from.area === 'unknown' ? from : to;
    return nothingDue('unknown', COMPENSATION_TEXTS.membershipUnknown(unplaced.countryName));
  }
  if (!covered) {
    return nothingDue('not_eligible', COMPENSATION_TEXTS.notCovered(from.countryName));
  }
  if (input.disruption === 'delay' && (delay ?? 0) < STURGEON_DELAY_MINUTES) {
    return nothingDue('not_eligible', COMPENSATION_TEXTS.shortDelay);
  }
  if (excusable && input.extraordinaryCircumstances === 'yes') {
    return nothingDue('not_eligible', COMPENSATION_TEXTS.extraordinary);
  }
  if (excusable && input.extraordinaryCircumstances === 'unknown') {
    return due('unknown', COMPENSATION_TEXTS.extraordinaryUnknown(dueEur));
  }
  return due(
    'eligible',
    reductionApplied
      ? COMPENSATION_TEXTS.reduced(dueEur, fullAmountEur)
      : COMPENSATION_TEXTS.eligible(dueEur),
  );
}

/** Our policy on a claimed flight's date: not after today (anywhere on Earth), within 6 years. */
export const CLAIM_MAX_AGE_YEARS = 6;

/**
 * Why a flight date (YYYY-MM-DD) cannot be claimed on `now`, or undefined. "Today" runs to
 * UTC+14, the earliest time zone, so a flight that has happened anywhere is accepted.
 */
export function flightDateProblem(date: string, now: Date): 'future' | 'tooOld' | undefined {
  const latest = new Date(now.getTime() + 14 * 60 * 60 * 1000).toISOString().slice(0, 10);
  if (date > latest) return 'future';
  const earliest = new Date(now);
  earliest.setUTCFullYear(earliest.getUTCFullYear() - CLAIM_MAX_AGE_YEARS);
  if (date < earliest.toISOString().slice(0, 10)) return 'tooOld';
  return undefined;
}
