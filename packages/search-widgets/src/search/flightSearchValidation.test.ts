import { CalendarDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { type FlightSearchForm, validateFlightSearch } from './flightSearchValidation';

const today = new CalendarDate(2026, 3, 15);
const valid: FlightSearchForm = {
  origin: 'Paris (CDG)',
  destination: 'New York (JFK)',
  departureDate: new CalendarDate(2026, 4, 1),
  returnDate: new CalendarDate(2026, 4, 10),
  adults: 1,
  children: 0,
  infantsOnLap: 0,
  infantsInSeat: 0,
  travelClass: 'economy',
};

function messages(form: Partial<FlightSearchForm>): string[] {
  const result = validateFlightSearch({ ...valid, ...form }, { today });
  return result.ok ? [] : result.issues.map((issue) => issue.message);
}

describe('validateFlightSearch', () => {
  it('passes a complete round trip and a one-way trip on', () => {
    expect(validateFlightSearch(valid, { today })).toEqual({ ok: true, search: valid });
    expect(messages({ returnDate: null })).toEqual([]);
  });

  it('SW-015, SW-016: both airports are required, each at its own field', () => {
    const result = validateFlightSearch({ ...valid, origin: ' ', destination: '' }, { today });
    expect(result).toEqual({
      ok: false,
      issues: [
        { field: 'origin', code: 'originRequired', message: 'Origin airport is required' },
        {
          field: 'destination',
          code: 'destinationRequired',
          message: 'Destination airport is required',
        },
      ],
    });
  });

  it('SW-017: the departure date is required', () => {
    expect(messages({ departureDate: null })).toEqual(['Departure date is required']);
  });

  it('SW-018: departure may be today but not yesterday', () => {
    expect(messages({ departureDate: today, returnDate: null })).toEqual([]);
    expect(messages({ departureDate: new CalendarDate(2026, 3, 14) })).toEqual([
      'Departure date cannot be in the past',
    ]);
  });

  it('SW-019: a return before the departure is refused; the same day is a day trip', () => {
    expect(messages({ returnDate: new CalendarDate(2026, 3, 31) })).toEqual([
      'Return date must be after departure date',
    ]);
    expect(messages({ returnDate: new CalendarDate(2026, 4, 1) })).toEqual([]);
  });

  it.each([
    ['adults', 0, 'Number of adults must be between 1 and 9'],
    ['adults', 10, 'Number of adults must be between 1 and 9'],
    ['adults', Number.NaN, 'Number of adults must be between 1 and 9'],
    ['children', -1, 'Number of children must be between 0 and 8'],
    ['children', 9, 'Number of children must be between 0 and 8'],
    ['infantsOnLap', 3, 'Number of infants on lap must be between 0 and 2'],
    ['infantsOnLap', 0.5, 'Number of infants on lap must be between 0 and 2'],
    ['infantsInSeat', -1, 'Number of infants in seat must be between 0 and 2'],
    ['infantsInSeat', 3, 'Number of infants in seat must be between 0 and 2'],
  ])('SW-020 to SW-028: %s = %j gives "%s"', (field, value, message) => {
    expect(messages({ [field]: value })).toEqual([message]);
  });

  it.each([
    ['adults', 9],
    ['children', 8],
    ['infantsOnLap', 2],
    ['infantsInSeat', 2],
  ])('SW-025 to SW-028: accepts the upper bound %s = %i', (field, value) => {
    expect(messages({ adults: 1, [field]: value })).toEqual([]);
  });

  it('SW-024, SW-029: at most 9 travellers in all', () => {
    expect(messages({ adults: 5, children: 2, infantsOnLap: 1, infantsInSeat: 1 })).toEqual([]);
    expect(messages({ adults: 5, children: 2, infantsOnLap: 1, infantsInSeat: 2 })).toEqual([
      'Total passengers cannot exceed 9',
    ]);
    expect(messages({ adults: 9, children: 8 })).toEqual(['Total passengers cannot exceed 9']);
  });

  it('judges the total only once each count is in range', () => {
    expect(messages({ adults: 9, children: 9 })).toEqual([
      'Number of children must be between 0 and 8',
    ]);
  });

  it('lists every broken rule in form order', () => {
    expect(
      messages({
        origin: '',
        destination: '',
        departureDate: null,
        adults: 0,
        infantsInSeat: 5,
      }),
    ).toEqual([
      'Origin airport is required',
      'Destination airport is required',
      'Departure date is required',
      'Number of adults must be between 1 and 9',
      'Number of infants in seat must be between 0 and 2',
    ]);
  });
});
