import { describe, expect, it } from 'vitest';
import { skeletonLineWidths } from './skeletonLines';

describe('skeletonLineWidths', () => {
  it('draws one full line', () => {
    expect(skeletonLineWidths(1)).toEqual({ widths: ['100%'] });
  });

  it('shortens the last of several lines', () => {
    expect(skeletonLineWidths(3)).toEqual({ widths: ['100%', '100%', '60%'] });
  });

  it.each([
    [0, 1],
    [-2, 1],
    [2.6, 3],
    [Number.NaN, 1],
  ])('corrects %s lines to %s with a reason', (lines, expected) => {
    const result = skeletonLineWidths(lines);
    expect(result.widths).toHaveLength(expected);
    expect(result.problem).toMatch(/whole number/);
  });
});
