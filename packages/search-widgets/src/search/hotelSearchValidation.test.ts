import { CalendarDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { type HotelSearchForm, validateHotelSearch } from './hotelSearchValidation';

const today = new CalendarDate(2026, 3, 15);
const valid: HotelSearchForm = {
  destination: 'Lisbon, Portugal',
  checkInDate: new CalendarDate(2026, 3, 20),
  checkOutDate: new CalendarDate(2026, 3, 23),
  adults: 2,
  rooms: 1,
};

function messages(form: HotelSearchForm): string[] {
  const result = validateHotelSearch(form, { today });
  return result.ok ? [] : result.issues.map((issue) => issue.message);
}

describe('validateHotelSearch', () => {
  it('passes a complete search on and keeps its optional fields', () => {
    const form = { ...valid, coordinates: { lat: 38.72, lng: -9.14 }, regionId: '2621' };
    expect(validateHotelSearch(form, { today })).toEqual({ ok: true, search: form });
  });

  it('SW-004: a blank destination is required', () => {
    expect(messages({ ...valid, destination: '   ' })).toEqual(['Destination is required']);
  });

  it('SW-005, SW-006: both dates are required, each at its own field', () => {
    const result = validateHotelSearch(
      { ...valid, checkInDate: null, checkOutDate: null },
      { today },
    );
    expect(result).toEqual({
      ok: false,
      issues: [
        { field: 'checkInDate', code: 'checkInRequired', message: 'Check-in date is required' },
        { field: 'checkOutDate', code: 'checkOutRequired', message: 'Check-out date is required' },
      ],
    });
  });

  it('SW-007: check-in may be today but not yesterday', () => {
    expect(messages({ ...valid, checkInDate: today })).toEqual([]);
    expect(messages({ ...valid, checkInDate: new CalendarDate(2026, 3, 14) })).toEqual([
      'Check-in date cannot be in the past',
    ]);
  });

  it('SW-008: check-out must be a later day than check-in', () => {
    const checkInDate = new CalendarDate(2026, 3, 20);
    expect(messages({ ...valid, checkInDate, checkOutDate: checkInDate })).toEqual([
      'Check-out date must be after check-in date',
    ]);
    expect(
      messages({ ...valid, checkInDate, checkOutDate: new CalendarDate(2026, 3, 19) }),
    ).toEqual(['Check-out date must be after check-in date']);
    expect(
      messages({ ...valid, checkInDate, checkOutDate: new CalendarDate(2026, 3, 21) }),
    ).toEqual([]);
  });

  it('compares calendar days across month and year ends', () => {
    const yearEnd = new CalendarDate(2026, 12, 31);
    expect(
      messages({ ...valid, checkInDate: yearEnd, checkOutDate: new CalendarDate(2027, 1, 1) }),
    ).toEqual([]);
  });

  it.each([[1], [20]])('SW-009, SW-011: accepts %i adults', (adults) => {
    expect(messages({ ...valid, adults })).toEqual([]);
  });

  it.each([[0], [21], [2.5], [Number.NaN]])('SW-009, SW-011: refuses %j adults', (adults) => {
    expect(messages({ ...valid, adults })).toEqual(['Number of adults must be between 1 and 20']);
  });

  it.each([[1], [8]])('SW-010, SW-012: accepts %i rooms', (rooms) => {
    expect(messages({ ...valid, rooms })).toEqual([]);
  });

  it.each([[0], [9], [Number.NaN]])('SW-010, SW-012: refuses %j rooms', (rooms) => {
    expect(messages({ ...valid, rooms })).toEqual(['Number of rooms must be between 1 and 8']);
  });

  it('lists every broken rule in form order', () => {
    expect(
      messages({
        destination: '',
        checkInDate: new CalendarDate(2026, 3, 1),
        checkOutDate: new CalendarDate(2026, 2, 28),
        adults: 0,
        rooms: 0,
      }),
    ).toEqual([
      'Destination is required',
      'Check-in date cannot be in the past',
      'Check-out date must be after check-in date',
      'Number of adults must be between 1 and 20',
      'Number of rooms must be between 1 and 8',
    ]);
  });

  it('treats a destination that is not text (a bad embed attribute) as missing', () => {
    const form = { ...valid, destination: undefined } as unknown as HotelSearchForm;
    expect(messages(form)).toEqual(['Destination is required']);
  });
});
