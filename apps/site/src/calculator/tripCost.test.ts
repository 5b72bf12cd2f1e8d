import { describe, expect, it } from 'vitest';
import {
  allocateConverted,
  checkTripCost,
  EMPTY_TRIP_COST_FORM,
  plainNumber,
  splitPercentages,
  TRIP_COST_TEXTS,
  tripSplit,
  type MinorUnitsOf,
  type TripCostForm,
} from './tripCost';

const MINOR_UNITS: Record<string, number> = { USD: 2, EUR: 2, JPY: 0, KWD: 3 };
const minorUnitsOf: MinorUnitsOf = (code) => MINOR_UNITS[code];

const FILLED: TripCostForm = {
  ...EMPTY_TRIP_COST_FORM,
  flights: '450.10',
  flightsBasis: 'traveller',
  nights: '4',
  lodgingPerNight: '120.35',
  rooms: '2',
  dailySpend: '60.05',
  days: '5',
  travellers: '3',
  currency: 'USD',
  showIn: 'EUR',
};

function check(changes: Partial<TripCostForm>, locale = 'en-US') {
  return checkTripCost({ ...FILLED, ...changes }, minorUnitsOf, locale);
}

function errorsOf(changes: Partial<TripCostForm>, locale = 'en-US') {
  const result = check(changes, locale);
  if (result.ok) throw new Error('expected a refusal');
  return result.errors;
}

function splitOf(changes: Partial<TripCostForm> = {}) {
  const result = check(changes);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return tripSplit(result.trip, minorUnitsOf(result.trip.currency) ?? 2);
}

describe('the trip split', () => {
  it('prices flights per traveller, nights × lodging × rooms and daily spend × days × travellers', () => {
    // 450.10 × 3, 120.35 × 4 × 2, 60.05 × 5 × 3: each exact to the cent, no binary rounding.
    expect(splitOf()).toEqual({
      flights: '1350.30',
      lodging: '962.80',
      dailySpend: '900.75',
      total: '3213.85',
    });
  });

  it('takes a flights total as it is when the cost is for the whole party', () => {
    expect(splitOf({ flightsBasis: 'total' }).flights).toBe('450.10');
    expect(splitOf({ flightsBasis: 'total' }).total).toBe('2313.65');
  });

  it('adds tenths exactly where floating point would not (0.1 + 0.2)', () => {
    const split = splitOf({
      flights: '0.1',
      flightsBasis: 'total',
      lodgingPerNight: '0.2',
      nights: '1',
      rooms: '1',
      dailySpend: '0',
      travellers: '1',
    });
    expect(split.total).toBe('0.30');
  });

  it('keeps a currency without minor units whole, and one with three to the thousandth', () => {
    expect(
      splitOf({ currency: 'JPY', flights: '45000', lodgingPerNight: '12000', dailySpend: '6000' }),
    ).toEqual({ flights: '135000', lodging: '96000', dailySpend: '90000', total: '321000' });
    expect(splitOf({ currency: 'KWD', flights: '0.125', flightsBasis: 'total' }).flights).toBe(
      '0.125',
    );
  });

  it('prices the largest trip it accepts exactly, below what the converter takes', () => {
    const split = splitOf({
      flights: '10000000',
      lodgingPerNight: '10000000',
      dailySpend: '10000000',
      nights: '365',
      days: '365',
      rooms: '50',
      travellers: '50',
    });
    expect(split.total).toBe('365500000000.00');
    expect(Number(split.total)).toBeLessThan(1_000_000_000_000);
  });
});

describe('the refusals', () => {
  it('refuses empty fields, each with its own sentence', () => {
    const errors = errorsOf({ flights: '', nights: ' ', travellers: '' });
    expect(errors).toEqual({
      flights: 'Enter the flight cost.',
      nights: 'Enter the number of nights.',
      travellers: 'Enter the number of travellers.',
    });
  });

  it('refuses text that is no number, NaN and Infinity included', () => {
    for (const typed of ['abc', 'NaN', 'Infinity', '1e5', '12..5', '0x10']) {
      expect(errorsOf({ dailySpend: typed }).dailySpend, typed).toBe(
        'Enter the daily spend as a number, such as 120 or 99.50.',
      );
    }
    expect(errorsOf({ days: 'NaN' }).days).toBe(
      'Enter the number of days as a whole number, such as 2.',
    );
    expect(errorsOf({ nights: '2.5' }).nights).toBe(TRIP_COST_TEXTS.notACount('nights'));
  });

  it('refuses negative amounts and counts', () => {
    expect(errorsOf({ flights: '-5' }).flights).toBe('The flight cost cannot be negative.');
    expect(errorsOf({ nights: '-1' }).nights).toBe('The number of nights cannot be negative.');
  });

  it('refuses an amount above 10,000,000 and accepts 10,000,000 itself', () => {
    expect(errorsOf({ lodgingPerNight: '10000000.01' }).lodgingPerNight).toBe(
      'The lodging cost per night must be at most 10,000,000.',
    );
    expect(check({ lodgingPerNight: '10,000,000' }).ok).toBe(true);
  });

  it('refuses 0 and more than 50 travellers, and accepts 1 and 50', () => {
    expect(errorsOf({ travellers: '0' }).travellers).toBe(
      'The number of travellers must be from 1 to 50.',
    );
    expect(errorsOf({ travellers: '51' }).travellers).toBe(
      'The number of travellers must be from 1 to 50.',
    );
    expect(check({ travellers: '1' }).ok).toBe(true);
    expect(check({ travellers: '50' }).ok).toBe(true);
  });

  it('refuses more nights or days than a year, and 0 rooms', () => {
    expect(errorsOf({ nights: '366' }).nights).toBe('The number of nights must be from 0 to 365.');
    expect(errorsOf({ days: '1000' }).days).toBe('The number of days must be from 0 to 365.');
    expect(errorsOf({ rooms: '0' }).rooms).toBe('The number of rooms must be from 1 to 50.');
    expect(check({ nights: '0', days: '0' }).ok).toBe(true);
  });

  it('refuses unknown currency codes, entered or chosen', () => {
    expect(errorsOf({ currency: 'XYZ' }).currency).toBe(
      'Unknown currency code: XYZ. Choose a currency from the list.',
    );
    expect(errorsOf({ showIn: 'usd' }).showIn).toBe(
      'Unknown currency code: usd. Choose a currency from the list.',
    );
    expect(errorsOf({ showIn: '' }).showIn).toBe(
      'Unknown currency code: (none). Choose a currency from the list.',
    );
  });

  it('refuses more decimals than the entry currency has', () => {
    expect(errorsOf({ flights: '10.555' }).flights).toBe(
      'The flight cost can have at most 2 decimal places in USD.',
    );
    expect(errorsOf({ currency: 'JPY', flights: '100.5' }).flights).toBe(
      'The flight cost must be a whole amount in JPY.',
    );
  });
});

describe('reading numbers as typed in the locale', () => {
  it('reads group separators and the decimal comma', () => {
    expect(plainNumber('1,234.50', 'en-US')).toBe('1234.50');
    expect(plainNumber('1.234,50', 'de-DE')).toBe('1234.50');
    expect(plainNumber('12.50', 'de-DE')).toBe('12.50');
    expect(plainNumber('1 234', 'fr-FR')).toBe('1234');
    expect(plainNumber('12 abc', 'en-US')).toBeUndefined();
    expect(check({ flights: '1.234,50', flightsBasis: 'total' }, 'de-DE').ok).toBe(true);
  });
});

describe('the split in the chosen currency', () => {
  it('adds up exactly to the converted total, each part within one minor unit of its share', () => {
    const split = { flights: '1350.30', lodging: '962.80', dailySpend: '900.75', total: '3213.85' };
    const shown = allocateConverted(split, '2764.91', 2);
    const sum = (['flights', 'lodging', 'dailySpend'] as const)
      .map((part) => Math.round(Number(shown[part]) * 100))
      .reduce((a, b) => a + b, 0);
    expect(sum).toBe(276491);
    expect(shown.total).toBe('2764.91');
    // Exact shares 1161.6777…, 828.3072…, 774.9249…: floored they leave 2 cents, which go to
    // the two largest remainders (flights, lodging).
    expect(shown).toEqual({
      flights: '1161.68',
      lodging: '828.31',
      dailySpend: '774.92',
      total: '2764.91',
    });
  });

  it('gives left-over units to the largest remainders', () => {
    // Three equal thirds of 1.00: 0.33 each and one cent left, which goes to the first.
    const split = { flights: '1', lodging: '1', dailySpend: '1', total: '3' };
    expect(allocateConverted(split, '1.00', 2)).toEqual({
      flights: '0.34',
      lodging: '0.33',
      dailySpend: '0.33',
      total: '1.00',
    });
  });

  it('converts into a currency without minor units', () => {
    const split = { flights: '100.00', lodging: '50.00', dailySpend: '0.00', total: '150.00' };
    expect(allocateConverted(split, '22500', 0)).toEqual({
      flights: '15000',
      lodging: '7500',
      dailySpend: '0',
      total: '22500',
    });
  });

  it('shows a free trip as zero everywhere', () => {
    const split = { flights: '0.00', lodging: '0.00', dailySpend: '0.00', total: '0.00' };
    expect(allocateConverted(split, '0', 0).total).toBe('0');
    expect(splitPercentages(split)).toEqual({ flights: 0, lodging: 0, dailySpend: 0 });
  });

  it('gives each part its share in whole percent', () => {
    const split = { flights: '50.00', lodging: '25.00', dailySpend: '25.00', total: '100.00' };
    expect(splitPercentages(split)).toEqual({ flights: 50, lodging: 25, dailySpend: 25 });
  });
});
