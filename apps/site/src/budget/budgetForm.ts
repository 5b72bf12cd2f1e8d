/**
 * The /budget form's rules: reading what the traveller typed into the `budget-estimate` request,
 * the labels of categories and styles, the chart's bar shares and the source lines. Pure: no
 * React, no network. The figures themselves are the server's (the contracts' budget rule).
 */
import type {
  BudgetBasis,
  BudgetCategory,
  BudgetEstimateAnswer,
  Contracts,
  RequestOf,
  TravelStyle,
} from '@voyagent/contracts';
import { parseAmountInput } from '../travelTools/currency/currencyForm';

export type BudgetRequest = RequestOf<Contracts['budget-estimate']>;

/** In the order the server answers them (BUDGET_CATEGORIES). */
export const CATEGORY_LABELS: Readonly<Record<BudgetCategory, string>> = {
  lodging: 'Lodging',
  food: 'Food',
  transport: 'Local transport',
  activities: 'Activities',
  other: 'Other',
};
export const BUDGET_CATEGORY_ORDER = Object.keys(CATEGORY_LABELS) as BudgetCategory[];

export const STYLE_LABELS: Readonly<Record<TravelStyle, string>> = {
  budget: 'Budget',
  midRange: 'Mid-range',
  luxury: 'Luxury',
};

export const BASIS_LABELS: Readonly<Record<BudgetBasis, string>> = {
  perPerson: 'Per traveller',
  party: 'For the whole party',
};

export const BUDGET_PAGE_TEXTS = {
  lead: 'Enter what you spend per day at home, by category. We scale your own figures by the World Bank price level of your destination against your home country: no invented averages.',
  estimateFailed: 'The budget estimate is unavailable right now. Please try again.',
  saveFailed: 'Saving the budget failed. Please try again.',
  listFailed: 'Your saved budgets are unavailable right now.',
  deleteFailed: 'Deleting the budget failed. Please try again.',
  signInToSave: 'Sign in to save this budget to your account and find it again later.',
  noSaved: 'No saved budgets yet.',
  savedHeading: 'Saved budgets',
  opened: (savedOn: string) =>
    `Your budget saved on ${savedOn}, with the figures of that day. Change any field and estimate again for today's figures.`,
  openFailed: 'Your saved budget could not be opened right now. Please try again.',
  notFound: 'This saved budget is not on your account any more.',
  signInToOpen: 'Sign in to open your saved budget.',
  chooseCountries: 'Choose your home country and your destination.',
  wholeNumber: (field: 'days' | 'travellers') =>
    `${field} must be a whole number, such as ${field === 'days' ? '7' : '2'}.`,
} as const;

export interface BudgetFormState {
  home: string;
  destination: string;
  currency: string;
  amounts: Record<BudgetCategory, string>;
  basis: BudgetBasis;
  days: string;
  travellers: string;
  style: TravelStyle;
}

export type BudgetFormReading =
  | { ok: true; request: BudgetRequest }
  | { ok: false; field: BudgetCategory | 'days' | 'travellers' | 'countries'; message: string };

/** A count as typed: digits only (the server says why 0 or 400 is refused). */
function wholeNumber(text: string): number | undefined {
  const typed = text.trim();
  return /^-?\d+$/.test(typed) ? Number(typed) : undefined;
}

/**
 * The request for what was typed, or the first field the browser can already tell is not a
 * number. Ranges (0 days, 51 travellers, negative amounts) are the server's to refuse, in its words.
 */
export function readBudgetForm(state: BudgetFormState, locale: string): BudgetFormReading {
  if (state.home === '' || state.destination === '') {
    return { ok: false, field: 'countries', message: BUDGET_PAGE_TEXTS.chooseCountries };
  }
  const daily = {} as Record<BudgetCategory, number>;
  for (const category of BUDGET_CATEGORY_ORDER) {
    const typed = state.amounts[category].trim();
    const parsed = parseAmountInput(typed === '' ? '0' : typed, locale);
    if (!parsed.ok) return { ok: false, field: category, message: parsed.message };
    daily[category] = parsed.amount;
  }
  const days = wholeNumber(state.days);
  if (days === undefined) {
    return { ok: false, field: 'days', message: BUDGET_PAGE_TEXTS.wholeNumber('days') };
  }
  const travellers = wholeNumber(state.travellers);
  if (travellers === undefined) {
    return {
      ok: false,
      field: 'travellers',
      message: BUDGET_PAGE_TEXTS.wholeNumber('travellers'),
    };
  }
  return {
    ok: true,
    request: {
      home: state.home,
      destination: state.destination,
      currency: state.currency,
      daily,
      basis: state.basis,
      days,
      travellers,
      style: state.style,
    },
  };
}

export interface ChartBar {
  category: BudgetCategory;
  /** The category's place in the server's order (its colour). */
  index: number;
  label: string;
  scaled: string;
  /** Where the bar starts and how wide it is, in percent of the chart's width (display only). */
  start: number;
  percent: number;
}

/** The stacked bar's pieces: each non-zero category's share of the day, end to end. */
export function chartBars(
  estimate: Pick<BudgetEstimateAnswer, 'lines' | 'dailyTotal'>,
): ChartBar[] {
  const total = Number(estimate.dailyTotal);
  const bars: ChartBar[] = [];
  let start = 0;
  estimate.lines.forEach((line, index) => {
    const value = Number(line.scaled);
    if (value <= 0 || total <= 0) return;
    const percent = (value / total) * 100;
    bars.push({
      category: line.category,
      index,
      label: CATEGORY_LABELS[line.category],
      scaled: line.scaled,
      start,
      percent,
    });
    start += percent;
  });
  return bars;
}

const countryName = (code: string, locale: string) =>
  new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }).of(code) ?? code;

/**
 * "France ≈ 0.73 × US prices (2023); United States ≈ 1.00 × US prices (2023): prices in France
 * are 0.727 times those in United States."
 */
export function priceLevelLine(
  estimate: Pick<BudgetEstimateAnswer, 'home' | 'destination' | 'ratio'>,
  locale: string,
): string {
  const { home, destination, ratio } = estimate;
  const homeName = countryName(home.country, locale);
  const destinationName = countryName(destination.country, locale);
  return `Price level: ${destinationName} ≈ ${destination.shown} × US prices (${destination.year}); ${homeName} ≈ ${home.shown} × US prices (${home.year}). Your figures are scaled by ${ratio}.`;
}

/** "Source: World Bank, World Development Indicators (PA.NUS.PPPC.RF), CC BY 4.0, updated …". */
export function priceLevelSourceLine(
  source: BudgetEstimateAnswer['priceLevelSource'],
  locale: string,
): string {
  const updated = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${source.updatedOn}T00:00:00Z`),
  );
  return `Source: ${source.label}, ${source.licence}, data updated ${updated}.`;
}

/** "Per traveller, 7 days, 2 travellers, Mid-range style". */
export function budgetSummary(
  estimate: Pick<BudgetEstimateAnswer, 'basis' | 'days' | 'travellers' | 'style'>,
): string {
  const days = estimate.days === 1 ? '1 day' : `${estimate.days} days`;
  const people = estimate.travellers === 1 ? '1 traveller' : `${estimate.travellers} travellers`;
  return `${BASIS_LABELS[estimate.basis]}, ${days}, ${people}, ${STYLE_LABELS[estimate.style]} style`;
}

/** The /budget query parameter naming a saved budget to open (the dashboard's Open link). */
export const SAVED_BUDGET_PARAM = 'saved';
/** The contract's id rule for a saved budget (a bigint's decimal text). */
const SAVED_BUDGET_ID = /^[1-9][0-9]{0,17}$/;

/** Where a saved budget opens: /budget with its id. */
export const savedBudgetHref = (id: string) =>
  `/budget?${new URLSearchParams({ [SAVED_BUDGET_PARAM]: id })}`;

/** The saved budget a /budget address names (`?saved=12`), or undefined for none or a bad id. */
export function savedBudgetIdOf(search: string): string | undefined {
  const id = new URLSearchParams(search).get(SAVED_BUDGET_PARAM);
  return id !== null && SAVED_BUDGET_ID.test(id) ? id : undefined;
}

/**
 * The form as the traveller filled it for a saved estimate: its countries, currency, basis, days,
 * party, style and the daily amounts entered, written in the reader's locale (no grouping) so
 * readBudgetForm reads them back to the same numbers.
 */
export function formStateOf(estimate: BudgetEstimateAnswer, locale: string): BudgetFormState {
  const amountText = new Intl.NumberFormat(locale, {
    useGrouping: false,
    maximumFractionDigits: 20,
  });
  // A category left at 0 shows empty, as the form starts: readBudgetForm reads empty as 0.
  const amountOf = (category: BudgetCategory) => {
    const entered = estimate.lines.find((line) => line.category === category)?.entered ?? '0';
    return Number(entered) === 0 ? '' : amountText.format(entered as Intl.StringNumericLiteral);
  };
  const amounts = Object.fromEntries(
    BUDGET_CATEGORY_ORDER.map((category) => [category, amountOf(category)]),
  ) as Record<BudgetCategory, string>;
  return {
    home: estimate.home.country,
    destination: estimate.destination.country,
    currency: estimate.currency,
    amounts,
    basis: estimate.basis,
    days: String(estimate.days),
    travellers: String(estimate.travellers),
    style: estimate.style,
  };
}
