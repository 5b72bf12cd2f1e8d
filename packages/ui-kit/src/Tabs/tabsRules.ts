import type { Key } from 'react-aria-components';
import { repeatedIds } from '../internal/uniqueById';

/** What the checks need to know about each tab. */
export interface TabIdentity {
  id: string;
  isDisabled?: boolean;
}

/**
 * Problems with a tab list: no tabs, repeated ids (react-aria throws on them), every tab disabled, or a selected key that names no tab (the first enabled tab is shown).
 */
export function tabsProblems(
  tabs: readonly TabIdentity[],
  selected: readonly (Key | null | undefined)[],
): string[] {
  if (tabs.length === 0) return ['Tabs got no items; nothing is rendered.'];
  const problems: string[] = [];
  const repeated = repeatedIds(tabs);
  if (repeated.length > 0) {
    problems.push(
      `Tabs items repeat the id(s) ${repeated.map((id) => `"${id}"`).join(', ')}; only the first of each is shown.`,
    );
  }
  const ids = new Set(tabs.map(({ id }) => id));
  if (tabs.every((tab) => tab.isDisabled)) {
    problems.push('Tabs has every tab disabled; keyboard users cannot reach any panel.');
  }
  for (const key of selected) {
    if (key !== undefined && key !== null && !ids.has(String(key))) {
      problems.push(
        `Tabs selected key "${String(key)}" is not the id of any tab; the first enabled tab is shown.`,
      );
    }
  }
  return problems;
}
