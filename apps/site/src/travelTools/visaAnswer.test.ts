import { describe, expect, it } from 'vitest';
import { formatDataDate, visaHeadline } from './visaAnswer';

describe('visa answer texts', () => {
  it('shows the visa-free days only where the data has them', () => {
    expect(visaHeadline('visa_free', 90)).toBe('Visa-free for 90 days');
    expect(visaHeadline('visa_free', undefined)).toBe('Visa-free');
  });

  it('never turns an unknown pair into an answer', () => {
    expect(visaHeadline('unknown', undefined)).toBe(
      'Unknown: our data has no answer for this pair',
    );
  });

  it('formats the data date as the calendar day it names, in the locale', () => {
    expect(formatDataDate('2025-01-12', 'en-GB')).toBe('12 January 2025');
    expect(formatDataDate('2025-01-12', 'en-US')).toBe('January 12, 2025');
  });
});
