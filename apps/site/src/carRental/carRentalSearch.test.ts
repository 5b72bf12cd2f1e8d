import { SearchConfigError } from '@voyagent/search-widgets';
import { describe, expect, it } from 'vitest';
import {
  buildCarRentalUrl,
  carRentalMessages,
  carRentalTemplateProblem,
  localIsoDay,
  validateCarRental,
  type CarRentalForm,
} from './carRentalSearch';

const TODAY = '2027-03-10';
const form: CarRentalForm = {
  place: ' Lisbon, Portugal ',
  pickUpDate: '2027-03-12',
  dropOffDate: '2027-03-15',
  driverAge: 30,
};
const TEMPLATE =
  'https://cars.partner.example/search?location={place}&pickup={pickUpDate}&dropoff={dropOffDate}&age={driverAge}&aff=voyagent';

describe('validateCarRental', () => {
  it('accepts a complete search, trimming the place', () => {
    expect(validateCarRental(form, TODAY)).toEqual({
      ok: true,
      search: { ...form, place: 'Lisbon, Portugal' },
    });
  });

  it('accepts a pick-up today and a drop-off the same day', () => {
    const sameDay = { ...form, pickUpDate: TODAY, dropOffDate: TODAY };
    expect(validateCarRental(sameDay, TODAY).ok).toBe(true);
  });

  it('names each missing field, in form order', () => {
    const empty = { place: '   ', pickUpDate: null, dropOffDate: null, driverAge: 30 };
    expect(validateCarRental(empty, TODAY)).toEqual({
      ok: false,
      issues: [
        { field: 'place', message: 'Pick-up place is required' },
        { field: 'pickUpDate', message: 'Pick-up date is required' },
        { field: 'dropOffDate', message: 'Drop-off date is required' },
      ],
    });
  });

  it('refuses a drop-off before the pick-up and a pick-up in the past', () => {
    expect(validateCarRental({ ...form, dropOffDate: '2027-03-11' }, TODAY)).toEqual({
      ok: false,
      issues: [{ field: 'dropOffDate', message: carRentalMessages.dropOffBeforePickUp }],
    });
    expect(validateCarRental({ ...form, pickUpDate: '2027-03-09' }, TODAY)).toEqual({
      ok: false,
      issues: [{ field: 'pickUpDate', message: carRentalMessages.pickUpInPast }],
    });
  });

  it.each([17, 100, 30.5, Number.NaN])('refuses a driver age of %s', (driverAge) => {
    expect(validateCarRental({ ...form, driverAge }, TODAY)).toEqual({
      ok: false,
      issues: [{ field: 'driverAge', message: 'Driver age must be between 18 and 99' }],
    });
  });
});

describe('buildCarRentalUrl', () => {
  const search = {
    place: 'São Paulo, Brazil & more',
    pickUpDate: '2027-03-12',
    dropOffDate: '2027-03-15',
    driverAge: 25,
  };

  it('fills each placeholder with its URL-encoded value and keeps the rest of the template', () => {
    const url = new URL(buildCarRentalUrl(search, TEMPLATE));
    expect(`${url.origin}${url.pathname}`).toBe('https://cars.partner.example/search');
    expect(url.searchParams.get('location')).toBe('São Paulo, Brazil & more');
    expect(url.searchParams.get('pickup')).toBe('2027-03-12');
    expect(url.searchParams.get('dropoff')).toBe('2027-03-15');
    expect(url.searchParams.get('age')).toBe('25');
    expect(url.searchParams.get('aff')).toBe('voyagent');
    expect([...url.searchParams.keys()]).toHaveLength(5);
  });

  it('keeps a value in its path segment: a slash cannot climb the partner path', () => {
    const url = buildCarRentalUrl(
      { ...search, place: '../../admin' },
      'https://cars.partner.example/cars/{place}/results',
    );
    expect(url).toBe('https://cars.partner.example/cars/..%2F..%2Fadmin/results');
  });

  it.each([
    ['', 'must contain {place}'],
    ['https://cars.partner.example/search', 'must contain {place}'],
    ['/cars?where={place}', 'absolute http(s) URL'],
    ['javascript:alert("{place}")', 'absolute http(s) URL'],
    ['https://cars.partner.example/?q={place}&x={pickup}', 'unknown placeholder {pickup}'],
    ['https://{place}.partner.example/', 'out of the scheme and host'],
    ['https://partner.example{place}', 'out of the scheme and host'],
  ])('refuses the template %j', (template, problem) => {
    expect(carRentalTemplateProblem(template)).toContain(problem);
    expect(() => buildCarRentalUrl(search, template)).toThrow(SearchConfigError);
  });

  it('accepts a usable template', () => {
    expect(carRentalTemplateProblem(TEMPLATE)).toBeNull();
  });
});

describe('localIsoDay', () => {
  it('is the calendar day of the local clock, zero-padded', () => {
    expect(localIsoDay(new Date(2027, 0, 5, 23, 59))).toBe('2027-01-05');
    expect(localIsoDay(new Date(2027, 11, 31, 0, 0))).toBe('2027-12-31');
  });
});
