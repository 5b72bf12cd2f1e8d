import { toast } from '@voyagent/ui-kit/Toast';
import { openExternal } from '../openExternal/openExternal';
import type { SearchPlan, SearchToast } from '../search/searchSubmit';

/** The error toasts of travel.md §8; the host mounts ui-kit's `<Toaster />` once. */
export function showSearchToast({ title, text }: SearchToast): void {
  toast.error({ title, description: text });
}

/**
 * Carries out a submit's plan (travel.md §4, §8): opens the link, or shows the toast. Returns the
 * issues for the fields to show (none once the search opened or failed for another reason).
 */
export function carryOutSearchPlan<Issue>(plan: SearchPlan<Issue>): Issue[] {
  if (plan.kind === 'open') {
    openExternal(plan.url);
    return [];
  }
  if (plan.kind === 'failed') {
    // The visitor sees "Search error"; the host's developer needs the reason (a bad base URL).
    console.warn('Voyagent search could not build its link:', plan.error);
  }
  showSearchToast(plan.toast);
  return plan.kind === 'invalid' ? plan.issues : [];
}

/** The first validation text of each field, to show under it. */
export function textsByField<Field extends string>(
  issues: readonly { field: Field; message: string }[],
): Partial<Record<Field, string>> {
  const texts: Partial<Record<Field, string>> = {};
  for (const { field, message } of issues) texts[field] ??= message;
  return texts;
}
