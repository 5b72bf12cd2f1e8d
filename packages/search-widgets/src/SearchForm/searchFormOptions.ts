import type { SelectOption } from '@voyagent/ui-kit/Select';

/** How a form is laid out: fields side by side, or the phone form of travel.md §5 "Mobile forms". */
export type SearchLayout = 'desktop' | 'mobile';

/** The choices of a mobile count dropdown (guests, passengers): "1" … "8". */
export function countOptions(choices: readonly number[]): SelectOption[] {
  return choices.map((count) => ({ id: String(count), label: String(count) }));
}
