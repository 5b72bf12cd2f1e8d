import { describe, expect, it } from 'vitest';
import { EMPTY_TRIP_COST_FORM, type TripCostForm } from './tripCost';
import { decodeTripCostQuery, encodeTripCostQuery, tripCostLink } from './tripCostQuery';

const FORM: TripCostForm = {
  flights: '450.10',
  flightsBasis: 'total',
  nights: '4',
  lodgingPerNight: '120',
  rooms: '2',
  dailySpend: '60.5',
  days: '5',
  travellers: '3',
  currency: 'USD',
  showIn: 'EUR',
};

describe('the calculator link', () => {
  it('round-trips every field through the query string', () => {
    const query = encodeTripCostQuery(FORM);
    expect(query).toBe(
      '?flights=450.10&flightsPer=total&nights=4&lodging=120&rooms=2&daily=60.5&days=5&travellers=3&currency=USD&showIn=EUR',
    );
    expect({ ...EMPTY_TRIP_COST_FORM, ...decodeTripCostQuery(query) }).toEqual(FORM);
  });

  it('leaves empty fields out and builds the page link on the origin', () => {
    expect(encodeTripCostQuery({ ...EMPTY_TRIP_COST_FORM })).toBe(
      '?flightsPer=traveller&rooms=1&travellers=1&currency=USD&showIn=USD',
    );
    expect(tripCostLink('https://voyagent.example', FORM)).toMatch(
      /^https:\/\/voyagent\.example\/travel-calculator\?flights=450\.10&/,
    );
  });

  it('ignores malformed, unknown and repeated parameters and keeps the well-formed ones', () => {
    expect(
      decodeTripCostQuery(
        '?flights=abc&nights=-3&lodging=1e9&rooms=2&daily=12.5.5&days=%ZZ&travellers=3&travellers=4' +
          '&currency=usd&showIn=EURO&flightsPer=everyone&extra=1',
      ),
    ).toEqual({ rooms: '2' });
    expect(decodeTripCostQuery('flights=99.99&currency=JPY')).toEqual({
      flights: '99.99',
      currency: 'JPY',
    });
  });

  it('never throws on arbitrary text', () => {
    for (const search of ['', '?', '&&&', '?=&=', '%', '?flights=%E0%A4%A', '?a'.repeat(500)]) {
      expect(() => decodeTripCostQuery(search), search).not.toThrow();
    }
    expect(decodeTripCostQuery('?flights=' + '9'.repeat(40))).toEqual({});
  });
});
