import { CalendarDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import {
  canFindFlights,
  earliestReturnDate,
  MOBILE_GUEST_CHOICES,
  MOBILE_PASSENGER_CHOICES,
  mobileFlightToast,
  mobileHotelToast,
  withDefaultDates,
} from './mobileSearchRules';

const today = new CalendarDate(2026, 3, 31);

describe('mobile choices (SW-035, SW-036)', () => {
  it('offer 1 to 8 guests and 1 to 8 passengers', () => {
    expect(MOBILE_GUEST_CHOICES).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(MOBILE_PASSENGER_CHOICES).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});

describe('withDefaultDates (SW-040)', () => {
  it('is today and tomorrow when nothing is picked, across a month end', () => {
    expect(withDefaultDates(null, null, today)).toEqual({
      start: new CalendarDate(2026, 3, 31),
      end: new CalendarDate(2026, 4, 1),
    });
  });

  it('keeps picked dates', () => {
    const start = new CalendarDate(2026, 5, 1);
    const end = new CalendarDate(2026, 5, 9);
    expect(withDefaultDates(start, end, today)).toEqual({ start, end });
  });

  it('puts an unpicked end the day after a picked start', () => {
    expect(withDefaultDates(new CalendarDate(2026, 12, 31), null, today).end).toEqual(
      new CalendarDate(2027, 1, 1),
    );
  });
});

describe('earliestReturnDate (SW-039)', () => {
  it('blocks days before the departure', () => {
    const departure = new CalendarDate(2026, 4, 10);
    expect(earliestReturnDate(today, departure)).toEqual(departure);
  });

  it('blocks days before today, also when the departure is in the past or unpicked', () => {
    expect(earliestReturnDate(today, new CalendarDate(2026, 3, 1))).toEqual(today);
    expect(earliestReturnDate(today, null)).toEqual(today);
  });
});

describe('mobile toasts', () => {
  it('SW-013, SW-014: an empty destination gives "Missing destination"', () => {
    expect(mobileHotelToast({ destination: ' ' })).toEqual({
      title: 'Missing destination',
      text: 'Please select a destination.',
    });
    expect(mobileHotelToast({ destination: 'Rome' })).toBeNull();
  });

  it('SW-030, SW-031: an empty origin or destination gives "Missing flight details"', () => {
    const toast = {
      title: 'Missing flight details',
      text: 'Please select origin and destination cities.',
    };
    expect(mobileFlightToast({ origin: '', destination: 'Rome (FCO)' })).toEqual(toast);
    expect(mobileFlightToast({ origin: 'Paris (CDG)', destination: '' })).toEqual(toast);
    expect(mobileFlightToast({ origin: 'Paris (CDG)', destination: 'Rome (FCO)' })).toBeNull();
  });
});

describe('canFindFlights (SW-038)', () => {
  const form = { origin: 'Paris (CDG)', destination: 'Rome (FCO)', departureDate: today };

  it('needs origin, destination and departure date', () => {
    expect(canFindFlights(form)).toBe(true);
    expect(canFindFlights({ ...form, origin: ' ' })).toBe(false);
    expect(canFindFlights({ ...form, destination: '' })).toBe(false);
    expect(canFindFlights({ ...form, departureDate: null })).toBe(false);
  });
});
