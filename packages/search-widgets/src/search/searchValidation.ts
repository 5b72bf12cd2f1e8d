/** What the hotel and flight validators share: the shape of their answer and the count check. */

/** One broken rule: the field to show it at, a stable code (for translations) and the spec's text. */
export interface SearchIssue<Field extends string, Code extends string> {
  field: Field;
  code: Code;
  message: string;
}

/** Either the search, now with its required dates known, or every broken rule (at least one). */
export type SearchValidation<Search, Issue> =
  { ok: true; search: Search } | { ok: false; issues: Issue[] };

export interface CountRange {
  readonly min: number;
  readonly max: number;
}

/** A count from a number field: a whole number within the range (NaN from an emptied field is not). */
export function isCountInRange(value: unknown, { min, max }: CountRange): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

/** Blank, or not text at all (an embed's data-attribute may be missing). */
export function isBlank(value: unknown): boolean {
  return typeof value !== 'string' || value.trim() === '';
}
