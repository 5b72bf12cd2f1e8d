import type { SelectOption } from '@voyagent/ui-kit/Select';

/** How a form is laid out: fields side by side, or the phone form of travel.md §5 "Mobile forms". */
export type SearchLayout = 'desktop' | 'mobile';

/** travel.md §9: the destination and airport fields ask after a 300 ms pause. */
export const SEARCH_FIELD_DEBOUNCE_MS = 300;
/** travel.md §9: the dropdowns are at least 300 px wide. */
export const SEARCH_FIELD_MENU_MIN_WIDTH_PX = 300;

/** The choices of a mobile count dropdown (guests, passengers): "1" … "8". */
export function countOptions(choices: readonly number[]): SelectOption[] {
  return choices.map((count) => ({ id: String(count), label: String(count) }));
}
