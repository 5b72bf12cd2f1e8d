import { describe, expect, it } from 'vitest';
import { resolveNumberFieldBounds } from './numberFieldBounds';

describe('resolveNumberFieldBounds', () => {
  it('passes sensible bounds through untouched', () => {
    expect(resolveNumberFieldBounds({ minValue: 1, maxValue: 9, step: 0.5 })).toEqual({
      minValue: 1,
      maxValue: 9,
      step: 0.5,
      isInvalid: false,
      problems: [],
    });
    expect(resolveNumberFieldBounds({ minValue: 3, maxValue: 3 })).toMatchObject({
      minValue: 3,
      maxValue: 3,
      isInvalid: false,
    });
    expect(resolveNumberFieldBounds({})).toEqual({
      minValue: undefined,
      maxValue: undefined,
      step: undefined,
      isInvalid: false,
      problems: [],
    });
  });

  it('drops min above max and marks the field invalid instead of throwing', () => {
    const bounds = resolveNumberFieldBounds({ minValue: 10, maxValue: 2, step: 1 });
    expect(bounds).toMatchObject({
      minValue: undefined,
      maxValue: undefined,
      step: 1,
      isInvalid: true,
    });
    expect(bounds.problems).toEqual([
      'NumberField minValue (10) is greater than maxValue (2); no value fits, so the field is shown as invalid and the bounds are ignored.',
    ]);
  });

  it('ignores a step that is zero, negative or not finite', () => {
    for (const step of [0, -1, Number.NaN, Infinity]) {
      const bounds = resolveNumberFieldBounds({ step });
      expect(bounds.step).toBeUndefined();
      expect(bounds.isInvalid).toBe(false);
      expect(bounds.problems).toEqual([
        `NumberField step (${step}) must be a positive number; the default step of 1 is used.`,
      ]);
    }
  });

  it('ignores a NaN bound but keeps the other one', () => {
    const bounds = resolveNumberFieldBounds({ minValue: Number.NaN, maxValue: 5 });
    expect(bounds).toMatchObject({ minValue: undefined, maxValue: 5, isInvalid: false });
    expect(bounds.problems).toEqual(['NumberField minValue is NaN; it is ignored.']);
  });
});
