import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DEBOUNCE_MS,
  DEFAULT_MIN_QUERY_LENGTH,
  isQueryLongEnough,
  menuMinWidth,
  normaliseComboboxOptions,
  normaliseQuery,
} from './comboboxOptions';

describe('normaliseComboboxOptions', () => {
  it('defaults to 2 characters (travel.md §5), 300 ms and no minimum width', () => {
    expect(normaliseComboboxOptions({})).toEqual({
      options: { minQueryLength: 2, debounceMs: 300, minMenuWidth: 0 },
      problems: [],
    });
  });

  it('keeps valid values, including zero', () => {
    expect(
      normaliseComboboxOptions({ minQueryLength: 0, debounceMs: 0, minMenuWidth: 400 }),
    ).toEqual({
      options: { minQueryLength: 0, debounceMs: 0, minMenuWidth: 400 },
      problems: [],
    });
  });

  it('replaces impossible values and explains each one', () => {
    const { options, problems } = normaliseComboboxOptions({
      minQueryLength: -1,
      debounceMs: Number.NaN,
      minMenuWidth: -300,
    });
    expect(options).toEqual({
      minQueryLength: DEFAULT_MIN_QUERY_LENGTH,
      debounceMs: DEFAULT_DEBOUNCE_MS,
      minMenuWidth: 0,
    });
    expect(problems).toHaveLength(3);
    expect(problems[0]).toContain('minQueryLength');
    expect(problems[1]).toContain('debounceMs');
    expect(problems[2]).toContain('minMenuWidth');
  });

  it('rejects a fractional minimum length', () => {
    expect(normaliseComboboxOptions({ minQueryLength: 1.5 }).problems).toHaveLength(1);
  });
});

describe('query rules', () => {
  it('ignores surrounding spaces when counting characters', () => {
    expect(normaliseQuery('  Par ')).toBe('Par');
    expect(isQueryLongEnough(' P ', 2)).toBe(false);
    expect(isQueryLongEnough('Pa', 2)).toBe(true);
    expect(isQueryLongEnough('', 0)).toBe(true);
  });
});

describe('menuMinWidth (travel.md §9: 400 or 300 px)', () => {
  it('is the larger of the field and the minimum, capped by the room available', () => {
    expect(menuMinWidth(250, 400, 1200)).toBe(400);
    expect(menuMinWidth(500, 400, 1200)).toBe(500);
    expect(menuMinWidth(250, 400, 304)).toBe(304);
  });

  it('does not collapse when no layout reports the room available', () => {
    expect(menuMinWidth(0, 400, 0)).toBe(400);
    expect(menuMinWidth(0, 300, -16)).toBe(300);
  });
});
