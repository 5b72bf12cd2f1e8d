import { describe, expect, it } from 'vitest';
import { resolveMaxHeight, TEXT_AREA_MIN_HEIGHT, textAreaHeight } from './textAreaHeight';

describe('textAreaHeight', () => {
  it('starts at the 80 px minimum while the content is shorter', () => {
    expect(TEXT_AREA_MIN_HEIGHT).toBe(80);
    expect(textAreaHeight(0)).toEqual({ height: 80, overflowY: 'hidden' });
    expect(textAreaHeight(42)).toEqual({ height: 80, overflowY: 'hidden' });
    expect(textAreaHeight(80)).toEqual({ height: 80, overflowY: 'hidden' });
  });

  it('grows to the content height without a cap', () => {
    expect(textAreaHeight(81)).toEqual({ height: 81, overflowY: 'hidden' });
    expect(textAreaHeight(2400)).toEqual({ height: 2400, overflowY: 'hidden' });
  });

  it('grows up to maxHeight, then stops and scrolls (TA-009)', () => {
    expect(textAreaHeight(150, 200)).toEqual({ height: 150, overflowY: 'hidden' });
    expect(textAreaHeight(200, 200)).toEqual({ height: 200, overflowY: 'hidden' });
    expect(textAreaHeight(201, 200)).toEqual({ height: 200, overflowY: 'auto' });
  });

  it('treats an unmeasurable content height as empty', () => {
    expect(textAreaHeight(Number.NaN, 200)).toEqual({ height: 80, overflowY: 'hidden' });
  });
});

describe('resolveMaxHeight', () => {
  it('keeps a cap at or above the minimum, and no cap when none is given', () => {
    expect(resolveMaxHeight(undefined)).toEqual({ maxHeight: undefined });
    expect(resolveMaxHeight(Infinity)).toEqual({ maxHeight: undefined });
    expect(resolveMaxHeight(80)).toEqual({ maxHeight: 80 });
    expect(resolveMaxHeight(240)).toEqual({ maxHeight: 240 });
  });

  it('raises a cap below 80 px to 80 px and says so', () => {
    expect(resolveMaxHeight(40)).toEqual({
      maxHeight: 80,
      problem: 'TextArea maxHeight (40) is below the 80 px minimum height; 80 px is used.',
    });
  });

  it('ignores a cap that is not a positive number and says so', () => {
    for (const bad of [0, -10, Number.NaN]) {
      const resolved = resolveMaxHeight(bad);
      expect(resolved.maxHeight).toBeUndefined();
      expect(resolved.problem).toMatch(/is not a positive number of pixels/);
    }
  });
});
