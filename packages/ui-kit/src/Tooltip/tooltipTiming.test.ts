import { describe, expect, it } from 'vitest';
import { TOOLTIP_DELAY, TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from './tooltipTiming';

describe('tooltip timing', () => {
  it('uses the spec values: 700 ms delay, 300 ms skip delay (SI-199, SI-200)', () => {
    expect(TOOLTIP_OPEN_DELAY_MS).toBe(700);
    expect(TOOLTIP_SKIP_DELAY_MS).toBe(300);
  });

  it('delays opening only', () => {
    expect(TOOLTIP_DELAY).toEqual({ open: 700, close: 0 });
  });
});
