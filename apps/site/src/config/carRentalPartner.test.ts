import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCarRentalPartnerUrl } from './carRentalPartner';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('readCarRentalPartnerUrl', () => {
  it('reads a usable template, trimmed', () => {
    expect(
      readCarRentalPartnerUrl({ VITE_CAR_RENTAL_PARTNER_URL: ' https://p.example/?q={place} ' }),
    ).toBe('https://p.example/?q={place}');
  });

  it('is unset when empty or missing', () => {
    expect(readCarRentalPartnerUrl({})).toBeUndefined();
    expect(readCarRentalPartnerUrl({ VITE_CAR_RENTAL_PARTNER_URL: '  ' })).toBeUndefined();
  });

  it('is unset, with a warning that names the problem, when the template is unusable', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(
      readCarRentalPartnerUrl({ VITE_CAR_RENTAL_PARTNER_URL: 'http://p.example/cars' }),
    ).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(
      'Car search is off: VITE_CAR_RENTAL_PARTNER_URL must contain {place}',
    );
  });
});
