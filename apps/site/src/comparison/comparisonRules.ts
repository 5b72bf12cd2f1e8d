/**
 * The destination comparison's cells (issue 17 item 1): each figure from the same callables as
 * the travel tools (budget-estimate, visa-check, risk-info) and the airport data, written with its
 * source and date; a figure a dataset lacks is "Not available" with the reason, never a guess.
 * Pure: no React, no network.
 */
import type {
  AdvisoryIssuer,
  BudgetEstimateAnswer,
  RiskInfoAnswer,
  VisaCheckAnswer,
} from '@voyagent/contracts';
import { advisoryLevelLabel } from '../travelTools/riskList';
import { formatMoney, ratePeriodLine } from '../travelTools/currency/currencyForm';
import { formatDataDate, visaHeadline } from '../travelTools/visaAnswer';

/**
 * One figure: its value and where it comes from (a whole sentence, "Source: …"), or why it is not
 * available.
 */
export type Cell =
  | { kind: 'figure'; value: string; source: string; url?: string }
  | { kind: 'unavailable'; reason: string };

export const COMPARISON_TEXTS = {
  notAvailable: (reason: string) => `Not available: ${reason}`,
  timeDifference:
    'no time-zone dataset ships with Voyagent yet, so we do not state a time difference.',
  chooseArrival: 'choose an arrival airport for this destination to see the distance.',
  chooseDeparture: 'choose your departure airport to see the distance.',
  unknownAirport: (code: string) => `the airport data has no airport ${code}.`,
  noEmergency: (name: string) => `our emergency-numbers dataset has no entry for ${name}.`,
  noAdvisory: (issuer: string, name: string) => `${issuer} publishes no advisory for ${name}.`,
  failed: 'the service did not answer. Please try again.',
  airportSource:
    'Great-circle distance over the airports’ coordinates. Source: OurAirports (public domain)',
} as const;

const unavailable = (reason: string): Cell => ({ kind: 'unavailable', reason });

/** "≈ 0.73 × US prices (2023)", credited to the World Bank indicator. */
export function priceLevelCell(estimate: BudgetEstimateAnswer, locale: string): Cell {
  const { destination, priceLevelSource } = estimate;
  return {
    kind: 'figure',
    value: `≈ ${destination.shown} × US prices (${destination.year})`,
    source: `Source: ${priceLevelSource.label}, ${priceLevelSource.licence}, updated ${formatDataDate(priceLevelSource.updatedOn, locale)}`,
    url: priceLevelSource.url,
  };
}

/** The traveller's own daily spend at destination prices: "$72.70 a day (you spend $100.00)". */
export function dailyBudgetCell(
  estimate: BudgetEstimateAnswer,
  homeAmount: string,
  locale: string,
): Cell {
  const money = (amount: string) =>
    formatMoney(amount, estimate.currency, estimate.minorUnits, locale);
  return {
    kind: 'figure',
    value: `${money(estimate.dailyTotal)} a day (you spend ${money(homeAmount)} at home)`,
    source: `Your own figure × ${estimate.ratio}, the World Bank price level of ${estimate.destination.country} (${estimate.destination.year}) over ${estimate.home.country} (${estimate.home.year})`,
  };
}

/** "EUR: 1 USD = 0.884969 EUR", with the rate's period and source; or why there is none. */
export function currencyCell(estimate: BudgetEstimateAnswer, locale: string): Cell {
  const { converted } = estimate;
  if (!converted) return unavailable(estimate.conversionNote ?? COMPARISON_TEXTS.failed);
  const period = ratePeriodLine(
    estimate.rateSource,
    {
      from: estimate.currency,
      to: converted.currency,
      fromPeriod: converted.fromPeriod,
      toPeriod: converted.toPeriod,
    },
    locale,
  );
  return {
    kind: 'figure',
    value: `${converted.currency}: 1 ${estimate.currency} = ${converted.rate} ${converted.currency}`,
    source: `${period}. Source: ${estimate.rateSource.name} (${estimate.rateSource.licence})`,
    url: estimate.rateSource.url,
  };
}

/** The visa rule for the traveller's passport, with the dataset's date. */
export function visaCell(answer: VisaCheckAnswer): Cell {
  return {
    kind: 'figure',
    value: visaHeadline(answer.status, answer.days),
    source: answer.source.label,
    url: answer.source.datasetUrl,
  };
}

const SERVICE_LABELS = {
  police: 'Police',
  medical: 'Ambulance',
  fire: 'Fire',
  general: 'General emergency',
} as const;

/** "General emergency 112, Police 17, …" with the dataset and its date; or why there are none. */
export function emergencyCell(answer: RiskInfoAnswer, name: string): Cell {
  const numbers = answer.emergency;
  if (!numbers) return unavailable(COMPARISON_TEXTS.noEmergency(name));
  const listed = (['general', 'police', 'medical', 'fire'] as const).flatMap((service) => {
    const number = numbers[service];
    return number ? [`${SERVICE_LABELS[service]} ${number}`] : [];
  });
  if (listed.length === 0) return unavailable(COMPARISON_TEXTS.noEmergency(name));
  return {
    kind: 'figure',
    value: listed.join(', '),
    source: numbers.source.label,
    url: numbers.source.datasetUrl,
  };
}

/** One government's advisory level in its own terms (never merged with another's). */
export function advisoryCell(
  answer: RiskInfoAnswer,
  issuer: AdvisoryIssuer,
  name: string,
  locale: string,
): Cell {
  const info = answer.issuers[issuer];
  const advisory = answer.countries[0]?.advisories.find((entry) => entry.issuer === issuer);
  if (!advisory) return unavailable(COMPARISON_TEXTS.noAdvisory(info.name, name));
  return {
    kind: 'figure',
    value: advisoryLevelLabel(advisory),
    source: `Source: ${info.credit}, updated ${formatDataDate(advisory.updated.slice(0, 10), locale)}${info.staleNote ? `. ${info.staleNote}` : ''}`,
    url: advisory.url,
  };
}

/** "CDG → NRT: 9,714 km", computed from the airport data; or what to choose first. */
export function distanceCell(
  from: string,
  to: string,
  distanceKm: number | undefined,
  locale: string,
): Cell {
  if (from === '') return unavailable(COMPARISON_TEXTS.chooseDeparture);
  if (to === '') return unavailable(COMPARISON_TEXTS.chooseArrival);
  if (distanceKm === undefined)
    return unavailable(COMPARISON_TEXTS.unknownAirport(`${from}/${to}`));
  return {
    kind: 'figure',
    value: `${from} → ${to}: ${new Intl.NumberFormat(locale).format(distanceKm)} km`,
    source: COMPARISON_TEXTS.airportSource,
    url: 'https://ourairports.com/data/',
  };
}

/** Time differences need a time-zone dataset, which the project does not ship. */
export const TIME_DIFFERENCE_CELL: Cell = unavailable(COMPARISON_TEXTS.timeDifference);

/** A failed call's cell: the server's own text where it is meant for people. */
export function failedCell(error: unknown): Cell {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  return unavailable(
    code === 'functions/invalid-argument' && message ? message : COMPARISON_TEXTS.failed,
  );
}

/** The text a cell reads as, for the table and for tests. */
export function cellText(cell: Cell): string {
  return cell.kind === 'figure' ? cell.value : COMPARISON_TEXTS.notAvailable(cell.reason);
}
