import { describe, expect, it } from 'vitest';
import { normaliseProgressRange, progressPercent } from './progressRange';

describe('normaliseProgressRange', () => {
  it('keeps a valid value and range', () => {
    const range = normaliseProgressRange({ value: 42 });
    expect(range).toEqual({ value: 42, minValue: 0, maxValue: 100, isIndeterminate: false });
    expect(progressPercent(range)).toBe(42);
  });

  it('computes the share of a custom range', () => {
    expect(progressPercent(normaliseProgressRange({ value: 15, minValue: 10, maxValue: 20 }))).toBe(
      50,
    );
  });

  it('clamps values outside the range and says why', () => {
    const over = normaliseProgressRange({ value: 120 });
    expect(over.value).toBe(100);
    expect(over.problem).toMatch(/outside 0–100; showing 100/);
    expect(normaliseProgressRange({ value: -5 }).value).toBe(0);
  });

  it('turns an impossible range into an indeterminate bar instead of dividing by zero', () => {
    const range = normaliseProgressRange({ value: 5, minValue: 10, maxValue: 10 });
    expect(range.isIndeterminate).toBe(true);
    expect(range.problem).toMatch(/impossible/);
    expect(normaliseProgressRange({ minValue: Number.NaN }).isIndeterminate).toBe(true);
  });

  it('treats a non-numeric value as the minimum', () => {
    const range = normaliseProgressRange({ value: Number.NaN });
    expect(range.value).toBe(0);
    expect(range.problem).toMatch(/not a number/);
  });

  it('starts a determinate bar without a value at the minimum, silently', () => {
    expect(normaliseProgressRange({ minValue: 3, maxValue: 9 })).toEqual({
      value: 3,
      minValue: 3,
      maxValue: 9,
      isIndeterminate: false,
    });
  });
});
