import { describe, expect, it } from 'vitest';
import { marketingFigureValue } from './marketingFigure';

describe('marketingFigureValue', () => {
  it('reads the content file’s figures as numbers', () => {
    expect(marketingFigureValue('1M+')).toBe(1_000_000);
    expect(marketingFigureValue('10M+')).toBe(10_000_000);
    expect(marketingFigureValue('50,000+')).toBe(50_000);
    expect(marketingFigureValue('2.5k')).toBe(2_500);
    expect(marketingFigureValue('195')).toBe(195);
  });

  it('gives nothing for what is not a count, so the banner leaves it out', () => {
    for (const figure of ['', '99.9%', 'many', '1,00', '+5', '1MM']) {
      expect(marketingFigureValue(figure)).toBeUndefined();
    }
  });
});
