import { describe, expect, it } from 'vitest';
import {
  airportCodeOf,
  formatDollars,
  formatEuros,
  formatKilometres,
  refusalMessage,
} from './compensationForm';

describe('airportCodeOf', () => {
  it('takes the code of a chosen airport, or three letters typed as they are', () => {
    expect(airportCodeOf('Paris (CDG)')).toBe('CDG');
    expect(airportCodeOf(' jfk ')).toBe('JFK');
  });

  it('sends anything else as typed, for the server to refuse', () => {
    expect(airportCodeOf('Paris')).toBe('PARIS');
    expect(airportCodeOf('')).toBe('');
  });
});

describe('formats', () => {
  it('writes whole euros without cents and halves with them', () => {
    expect(formatEuros(600, 'en-US')).toBe('€600');
    expect(formatEuros(125, 'de-DE')).toBe('125\u00a0€');
    expect(formatEuros(12.5, 'en-US')).toBe('€12.50');
  });

  it('writes dollars and kilometres in the locale', () => {
    expect(formatDollars('678.00', 'en-US')).toBe('$678.00');
    expect(formatKilometres(5834, 'en-US')).toBe('5,834 km');
  });
});

describe('refusalMessage', () => {
  it("shows the server's text for a refusal meant for people, else the fallback", () => {
    const refused = { code: 'functions/invalid-argument', message: 'flightNumber must be …' };
    expect(refusalMessage(refused, 'Try again')).toBe('flightNumber must be …');
    expect(refusalMessage({ code: 'functions/internal', message: 'INTERNAL' }, 'Try again')).toBe(
      'Try again',
    );
    expect(refusalMessage(new Error('network'), 'Try again')).toBe('Try again');
  });
});
