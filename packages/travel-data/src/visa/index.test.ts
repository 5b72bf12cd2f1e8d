import { describe, expect, it } from 'vitest';
import { VISA_COUNTRIES, VISA_DATA_SOURCE, isVisaCountry, visaRequirement } from './index';

// Expected answers read by hand from passport-index-tidy-iso2.csv @ a46dbc8 (12 January 2025).
describe('visa requirements (Passport Index dataset)', () => {
  it('gives the visa-free days where the dataset has a number', () => {
    expect(visaRequirement('FR', 'JP')).toEqual({ status: 'visa_free', days: 90 });
    expect(visaRequirement('FR', 'TH')).toEqual({ status: 'visa_free', days: 60 });
    expect(visaRequirement('US', 'CA')).toEqual({ status: 'visa_free', days: 180 });
  });

  it('says visa-free without days where the dataset has none (freedom of movement)', () => {
    expect(visaRequirement('FR', 'DE')).toEqual({ status: 'visa_free' });
  });

  it('maps each of the dataset categories', () => {
    expect(visaRequirement('FR', 'BH')).toEqual({ status: 'visa_on_arrival' });
    expect(visaRequirement('FR', 'IN')).toEqual({ status: 'e_visa' });
    expect(visaRequirement('FR', 'US')).toEqual({ status: 'eta' });
    expect(visaRequirement('FR', 'AU')).toEqual({ status: 'eta' });
    expect(visaRequirement('AF', 'DZ')).toEqual({ status: 'visa_required' });
    expect(visaRequirement('IL', 'SA')).toEqual({ status: 'no_admission' });
    expect(visaRequirement('FR', 'FR')).toEqual({ status: 'same_country' });
  });

  it('answers unknown for a code the dataset does not list, never a guess', () => {
    expect(visaRequirement('FR', 'AQ')).toEqual({ status: 'unknown' });
    expect(visaRequirement('QQ', 'JP')).toEqual({ status: 'unknown' });
    expect(visaRequirement('fr', 'jp')).toEqual({ status: 'unknown' });
    expect(isVisaCountry('AQ')).toBe(false);
    expect(isVisaCountry('FR')).toBe(true);
  });

  it('covers 199 countries: the 195 UN members and observers, and HK, MO, TW, XK', () => {
    expect(VISA_COUNTRIES).toHaveLength(199);
    expect(VISA_COUNTRIES).toEqual(expect.arrayContaining(['VA', 'PS', 'HK', 'MO', 'TW', 'XK']));
  });

  it('keeps the dataset date with the data', () => {
    expect(VISA_DATA_SOURCE.dataDate).toBe('2025-01-12');
    expect(VISA_DATA_SOURCE.label).toBe(
      'Source: Passport Index via passport-index-dataset, 12 Jan 2025',
    );
  });
});
