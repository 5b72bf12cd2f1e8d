/**
 * Prop checks shared by the form controls. Each returns the problem as a sentence for
 * `warnInDevelopment`, or undefined when the props make sense.
 */

export interface LabellingProps {
  label?: unknown;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/** A control nobody can name is unusable with a screen reader, so a missing name is reported. */
export function missingNameProblem(
  component: string,
  { label, 'aria-label': ariaLabel, 'aria-labelledby': ariaLabelledby }: LabellingProps,
): string | undefined {
  const hasLabel = label !== undefined && label !== null && label !== '' && label !== false;
  if (hasLabel || Boolean(ariaLabel?.trim()) || Boolean(ariaLabelledby?.trim())) return undefined;
  return `${component} needs a label (or aria-label / aria-labelledby) so it has an accessible name.`;
}

/** minLength above maxLength can never be satisfied: the field is shown as invalid instead. */
export function lengthBoundsProblem(
  component: string,
  minLength: number | undefined,
  maxLength: number | undefined,
): string | undefined {
  if (minLength === undefined || maxLength === undefined || minLength <= maxLength)
    return undefined;
  return `${component} minLength (${minLength}) is greater than maxLength (${maxLength}); no value can satisfy both, so the field is shown as invalid.`;
}

/** Collects the problems that were found, dropping the checks that passed. */
export function problemsOf(...checks: (string | undefined)[]): string[] {
  return checks.filter((problem): problem is string => problem !== undefined);
}
