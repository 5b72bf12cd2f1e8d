import { describe, expect, it } from 'vitest';
import { EEA_SOURCE, isInEea } from './index';

describe('isInEea', () => {
  it('counts the EEA states outside the EU: Iceland, Liechtenstein and Norway', () => {
    expect(['IS', 'LI', 'NO'].map(isInEea)).toEqual([true, true, true]);
  });

  it('counts EU member states, in any case', () => {
    expect(isInEea('FR')).toBe(true);
    expect(isInEea('hr')).toBe(true);
  });

  it('leaves out Switzerland (outside the EEA), the United Kingdom and Svalbard', () => {
    expect(isInEea('CH')).toBe(false);
    expect(isInEea('GB')).toBe(false);
    expect(isInEea('SJ')).toBe(false);
  });

  it('names its package and version', () => {
    expect(EEA_SOURCE).toMatchObject({ package: 'is-european@1.0.9', published: '2025-10-04' });
  });
});
