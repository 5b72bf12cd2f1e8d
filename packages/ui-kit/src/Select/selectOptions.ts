import type { Key } from 'react-aria-components';
import { repeatedIds } from '../internal/uniqueById';

/** One choice in a Select given through the `items` prop. */
export interface SelectOption {
  /** Stable key; this is what `value` and `onChange` carry. */
  id: string;
  /** Text shown in the list and in the closed select. */
  label: string;
  /** Options with the same section title are listed together under that heading. */
  section?: string;
  isDisabled?: boolean;
}

export interface SelectOptionGroup {
  /** Heading of the group; undefined for options given without a section. */
  title: string | undefined;
  options: SelectOption[];
}

/**
 * Groups options by their `section`, keeping each group where its first option appeared and the
 * options' own order inside it, so authors control the order simply by listing.
 */
export function groupSelectOptions(options: readonly SelectOption[]): SelectOptionGroup[] {
  const groups = new Map<string | undefined, SelectOption[]>();
  for (const option of options) {
    const group = groups.get(option.section);
    if (group) group.push(option);
    else groups.set(option.section, [option]);
  }
  return [...groups].map(([title, grouped]) => ({ title, options: grouped }));
}

/**
 * Problems with an `items` list: repeated ids (react-aria cannot tell them apart) and a value
 * that names no option (the select would silently show its placeholder).
 */
export function selectOptionsProblems(
  options: readonly SelectOption[],
  selected: readonly (Key | null | undefined)[],
): string[] {
  const problems: string[] = [];
  const repeated = repeatedIds(options);
  if (repeated.length > 0) {
    problems.push(
      `Select items repeat the id(s) ${repeated.map((id) => `"${id}"`).join(', ')}; only the first of each is listed.`,
    );
  }
  const ids = new Set(options.map(({ id }) => id));
  for (const key of selected) {
    if (key !== undefined && key !== null && !ids.has(String(key))) {
      problems.push(
        `Select value "${String(key)}" is not the id of any item; the placeholder is shown instead.`,
      );
    }
  }
  return problems;
}
