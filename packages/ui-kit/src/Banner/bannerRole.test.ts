import { describe, expect, it } from 'vitest';
import { bannerRole } from './bannerRole';

describe('bannerRole', () => {
  it('interrupts only for danger', () => {
    expect(bannerRole('danger')).toBe('alert');
    expect(bannerRole('warning')).toBe('status');
    expect(bannerRole('info')).toBe('status');
    expect(bannerRole('promo')).toBe('status');
  });
});
