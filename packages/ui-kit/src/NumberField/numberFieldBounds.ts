export interface NumberFieldBoundsInput {
  minValue?: number;
  maxValue?: number;
  step?: number;
}

export interface NumberFieldBounds {
  minValue?: number;
  maxValue?: number;
  step?: number;
  /** True when the bounds themselves are impossible, so the field must show as invalid. */
  isInvalid: boolean;
  problems: string[];
}

/**
 * Checks min/max/step before they reach react-aria. Impossible bounds are dropped (react-aria
 * would otherwise clamp every value into an empty range) and reported; min above max also marks
 * the field invalid, because no value can be right.
 */
export function resolveNumberFieldBounds({
  minValue,
  maxValue,
  step,
}: NumberFieldBoundsInput): NumberFieldBounds {
  const problems: string[] = [];
  let isInvalid = false;
  let min = minValue;
  let max = maxValue;
  let resolvedStep = step;

  for (const [name, value] of [
    ['minValue', minValue],
    ['maxValue', maxValue],
  ] as const) {
    if (value !== undefined && Number.isNaN(value)) {
      problems.push(`NumberField ${name} is NaN; it is ignored.`);
      if (name === 'minValue') min = undefined;
      else max = undefined;
    }
  }

  if (min !== undefined && max !== undefined && min > max) {
    problems.push(
      `NumberField minValue (${min}) is greater than maxValue (${max}); no value fits, so the field is shown as invalid and the bounds are ignored.`,
    );
    min = undefined;
    max = undefined;
    isInvalid = true;
  }

  if (step !== undefined && !(Number.isFinite(step) && step > 0)) {
    problems.push(
      `NumberField step (${step}) must be a positive number; the default step of 1 is used.`,
    );
    resolvedStep = undefined;
  }

  return { minValue: min, maxValue: max, step: resolvedStep, isInvalid, problems };
}
