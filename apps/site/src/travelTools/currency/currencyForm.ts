/**
 * The converter page's rules: reading the amount as typed in the user's locale, formatting the
 * server's decimal answer without passing it through a float, and saying where a rate comes from
 * and which period it covers. Pure: no React, no network.
 */
import type { ConvertibleCurrency, RateSource } from '@voyagent/contracts';

export const AMOUNT_TEXTS = {
  empty: 'Enter an amount to convert.',
  notANumber: 'Enter the amount as a number, such as 100 or 12.50.',
} as const;

export type AmountInput = { ok: true; amount: number } | { ok: false; message: string };

/** The locale's decimal separator ("." in en, "," in de). */
function decimalSeparator(locale: string): string {
  const part = new Intl.NumberFormat(locale)
    .formatToParts(1.5)
    .find((entry) => entry.type === 'decimal');
  return part?.value ?? '.';
}

/**
 * The amount typed: digits with the locale's decimal separator, group separators and spaces
 * ignored, an optional leading minus (the server says why a negative amount cannot be converted).
 * Where the decimal separator is a comma, a point is a group separator when it is one ("1.234",
 * "1.234,5") and the decimal point otherwise ("12.50"). Anything else is refused with a sentence
 * saying what to type.
 */
export function parseAmountInput(text: string, locale: string): AmountInput {
  const typed = text.trim().replace(/[\s\u00a0\u202f']/g, '');
  if (typed === '') return { ok: false, message: AMOUNT_TEXTS.empty };
  const pointIsGroup =
    decimalSeparator(locale) === ',' &&
    (typed.includes(',') || /^-?\d{1,3}(\.\d{3})+$/.test(typed));
  const plain = pointIsGroup
    ? typed.replaceAll('.', '').replace(',', '.')
    : typed.replaceAll(',', '');
  if (!/^-?\d+(\.\d+)?$/.test(plain)) return { ok: false, message: AMOUNT_TEXTS.notANumber };
  return { ok: true, amount: Number(plain) };
}

/**
 * The server's decimal text (e.g. "1234.50") as money in the locale, with the currency's minor
 * units. Intl formats the text itself, so no digit is rounded by binary floating point.
 */
export function formatMoney(
  amount: string,
  currency: string,
  minorUnits: number,
  locale: string,
): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: minorUnits,
    maximumFractionDigits: minorUnits,
  }).format(amount as Intl.StringNumericLiteral);
}

/** A currency as the pickers list it: "EUR — Euro (€)". */
export function currencyLabel({ code, name, symbol }: ConvertibleCurrency): string {
  return symbol && symbol !== code ? `${code} — ${name} (${symbol})` : `${code} — ${name}`;
}

const formatDay = (isoDate: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate.slice(0, 10)}T00:00:00Z`),
  );

/**
 * What the rates are, truthfully: "Official exchange rate, 2025 annual average" (or the two years
 * when the currencies' latest averages differ), "Reference rate of 20 November 2026", or a live
 * rate's time.
 */
export function ratePeriodLine(
  source: Pick<RateSource, 'kind'>,
  conversion: { from: string; to: string; fromPeriod: string; toPeriod: string },
  locale: string,
): string {
  const { from, to, fromPeriod, toPeriod } = conversion;
  if (source.kind === 'annual-average') {
    return fromPeriod === toPeriod
      ? `Official exchange rate, ${fromPeriod} annual average`
      : `Official exchange rates, annual averages: ${from} ${fromPeriod}, ${to} ${toPeriod}`;
  }
  if (source.kind === 'daily') return `Reference rate of ${formatDay(toPeriod, locale)}`;
  const time = new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(new Date(toPeriod));
  return `Live rate at ${time} UTC`;
}

/** "Source: World Bank, … (CC BY 4.0), data updated 13 July 2026." */
export function rateSourceLine(source: RateSource, locale: string): string {
  return `Source: ${source.name} (${source.licence}), data updated ${formatDay(source.updatedOn, locale)}.`;
}
