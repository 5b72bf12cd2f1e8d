import { CalendarDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { tripTypeOf } from './tripType';

describe('tripTypeOf (SW-107 to SW-109)', () => {
  it('is roundtrip with a return date and oneway without', () => {
    expect(tripTypeOf({ returnDate: new CalendarDate(2026, 4, 2) })).toBe('roundtrip');
    expect(tripTypeOf({ returnDate: null })).toBe('oneway');
  });
});
