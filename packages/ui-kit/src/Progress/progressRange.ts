export interface ProgressRangeInput {
  value?: number;
  minValue?: number;
  maxValue?: number;
  isIndeterminate?: boolean;
}

export interface ProgressRange {
  value: number;
  minValue: number;
  maxValue: number;
  isIndeterminate: boolean;
  /** Why the input was corrected, for a development warning; undefined when it was fine. */
  problem?: string;
}

const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * Makes progress props drawable. An impossible range (max not above min, non-numbers) cannot show
 * an amount, so it becomes indeterminate; a value outside the range is clamped; a determinate bar
 * without a value starts at the minimum.
 */
export function normaliseProgressRange({
  value,
  minValue = 0,
  maxValue = 100,
  isIndeterminate = false,
}: ProgressRangeInput): ProgressRange {
  if (!isFiniteNumber(minValue) || !isFiniteNumber(maxValue) || maxValue <= minValue) {
    return {
      value: 0,
      minValue: 0,
      maxValue: 100,
      isIndeterminate: true,
      problem: `Progress range ${String(minValue)}–${String(maxValue)} is impossible (maxValue must be above minValue); showing indeterminate`,
    };
  }
  if (isIndeterminate) return { value: minValue, minValue, maxValue, isIndeterminate };
  if (value === undefined) return { value: minValue, minValue, maxValue, isIndeterminate };
  if (!isFiniteNumber(value)) {
    return {
      value: minValue,
      minValue,
      maxValue,
      isIndeterminate,
      problem: `Progress value ${String(value)} is not a number; showing ${minValue}`,
    };
  }
  const clamped = Math.min(maxValue, Math.max(minValue, value));
  return {
    value: clamped,
    minValue,
    maxValue,
    isIndeterminate,
    problem:
      clamped === value
        ? undefined
        : `Progress value ${value} is outside ${minValue}–${maxValue}; showing ${clamped}`,
  };
}

/** Share of the range done, 0 to 100, for the bar's width. */
export function progressPercent({ value, minValue, maxValue }: ProgressRange): number {
  return ((value - minValue) / (maxValue - minValue)) * 100;
}
