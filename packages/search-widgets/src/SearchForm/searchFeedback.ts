import { toast } from '@voyagent/ui-kit/Toast';
import { openExternal } from '../openExternal/openExternal';
import type { SearchPlan, SearchToast } from '../search/searchSubmit';

/** The error toasts of travel.md §8; the host mounts ui-kit's `<Toaster />` once. */
export function showSearchToast({ title, text }: SearchToast): void {
  toast.error({ title, description: text });
}

/** The texts a form shows for a refused or failed search, in the visitor's language. */
export interface SearchFeedbackTexts<Issue> {
  /** A validation issue's text, chosen by its code. */
  issueText(issue: Issue): string;
  invalidTitle: string;
  errorTitle: string;
  /** The "Search error" toast's text for this form (hotel or flight). */
  errorText: string;
}

/**
 * A host's say over valid searches, e.g. the site's daily search cap: the embeds pass none. Both
 * calls are synchronous so the partner's tab still opens within the visitor's click.
 */
export interface SearchGate {
  /** Whether this search may open; false opens nothing and the host says why. */
  allows(): boolean;
  /** The search's page was opened (the host may count it in the background). */
  opened(url: string): void;
}

/**
 * Carries out a submit's plan (travel.md §4, §8): opens the link (when the host's gate allows
 * it), or shows the toast in the visitor's language. Returns the issues for the fields to show
 * (none once the search opened or failed for another reason).
 */
export function carryOutSearchPlan<Issue>(
  plan: SearchPlan<Issue>,
  texts: SearchFeedbackTexts<Issue>,
  gate?: SearchGate,
): Issue[] {
  if (plan.kind === 'open') {
    if (gate && !gate.allows()) return [];
    openExternal(plan.url);
    gate?.opened(plan.url);
    return [];
  }
  if (plan.kind === 'failed') {
    // The visitor sees "Search error"; the host's developer needs the reason (a bad base URL).
    console.warn('Voyagent search could not build its link:', plan.error);
    showSearchToast({ title: texts.errorTitle, text: texts.errorText });
    return [];
  }
  const [first] = plan.issues;
  showSearchToast({
    title: texts.invalidTitle,
    text: first === undefined ? plan.toast.text : texts.issueText(first),
  });
  return plan.issues;
}

/** The first validation text of each field, to show under it. */
export function textsByField<Field extends string, Issue extends { field: Field }>(
  issues: readonly Issue[],
  issueText: (issue: Issue) => string,
): Partial<Record<Field, string>> {
  const texts: Partial<Record<Field, string>> = {};
  for (const issue of issues) texts[issue.field] ??= issueText(issue);
  return texts;
}
