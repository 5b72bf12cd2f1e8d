import { describe, expect, it } from 'vitest';
import { isBlank, isCountInRange } from './searchValidation';

describe('isCountInRange', () => {
  const range = { min: 1, max: 8 };

  it('accepts whole numbers from min to max inclusive', () => {
    expect([1, 4, 8].map((n) => isCountInRange(n, range))).toEqual([true, true, true]);
  });

  it.each([[0], [9], [2.5], [Number.NaN], [Infinity], ['3'], [null]])('refuses %j', (value) => {
    expect(isCountInRange(value, range)).toBe(false);
  });
});

describe('isBlank', () => {
  it('treats empty, white space and non-text as blank', () => {
    expect(['', ' \t', undefined, 3].map(isBlank)).toEqual([true, true, true, true]);
    expect(isBlank(' Rome ')).toBe(false);
  });
});
