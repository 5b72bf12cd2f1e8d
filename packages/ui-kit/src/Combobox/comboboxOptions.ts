/** travel.md §5: autocomplete queries need at least 2 characters. */
export const DEFAULT_MIN_QUERY_LENGTH = 2;
/** travel.md §9: 300 ms for the destination field (the city-or-hotel field uses 150 ms). */
export const DEFAULT_DEBOUNCE_MS = 300;

export interface ComboboxOptions {
  minQueryLength: number;
  debounceMs: number;
  minMenuWidth: number;
}

export interface ComboboxOptionsInput {
  minQueryLength?: number;
  debounceMs?: number;
  minMenuWidth?: number;
}

function isNonNegativeNumber(value: number): boolean {
  return Number.isFinite(value) && value >= 0;
}

/**
 * Props with defaults applied and impossible values (negative, NaN, fractional lengths) replaced
 * by sane ones, plus a development message for each replacement.
 */
export function normaliseComboboxOptions(input: ComboboxOptionsInput): {
  options: ComboboxOptions;
  problems: string[];
} {
  const problems: string[] = [];
  const {
    minQueryLength = DEFAULT_MIN_QUERY_LENGTH,
    debounceMs = DEFAULT_DEBOUNCE_MS,
    minMenuWidth = 0,
  } = input;
  const options: ComboboxOptions = { minQueryLength, debounceMs, minMenuWidth };
  if (!Number.isInteger(minQueryLength) || minQueryLength < 0) {
    problems.push(
      `Combobox minQueryLength must be a whole number of characters, got ${minQueryLength}; using ${DEFAULT_MIN_QUERY_LENGTH}.`,
    );
    options.minQueryLength = DEFAULT_MIN_QUERY_LENGTH;
  }
  if (!isNonNegativeNumber(debounceMs)) {
    problems.push(
      `Combobox debounceMs must be 0 or more, got ${debounceMs}; using ${DEFAULT_DEBOUNCE_MS}.`,
    );
    options.debounceMs = DEFAULT_DEBOUNCE_MS;
  }
  if (!isNonNegativeNumber(minMenuWidth)) {
    problems.push(`Combobox minMenuWidth must be 0 or more pixels, got ${minMenuWidth}; using 0.`);
    options.minMenuWidth = 0;
  }
  return { options, problems };
}

/** The query as sent to `loadItems`: surrounding spaces do not count. */
export function normaliseQuery(query: string): string {
  return query.trim();
}

export function isQueryLongEnough(query: string, minQueryLength: number): boolean {
  return normaliseQuery(query).length >= minQueryLength;
}

/** The dropdown's minimum width: at least the field's and `minMenuWidth`, never wider than the room. */
export function menuMinWidth(
  fieldWidth: number,
  minMenuWidth: number,
  availableWidth: number,
): number {
  const wanted = Math.max(fieldWidth, minMenuWidth);
  // No layout (e.g. before the first paint) reports no room at all: do not shrink to nothing then.
  return availableWidth > 0 ? Math.min(wanted, availableWidth) : wanted;
}
