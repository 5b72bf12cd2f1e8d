import { describe, expect, it } from 'vitest';
import {
  parseAddress,
  parseEmail,
  parsePhone,
  parseSocialLinks,
  readSiteContacts,
  supportPhoneHref,
} from './siteContacts';

describe('site contacts from configuration', () => {
  it('splits the office address into lines', () => {
    expect(parseAddress(' 1 Main St | Suite 2 ||Austin, TX 78701 ')).toEqual([
      '1 Main St',
      'Suite 2',
      'Austin, TX 78701',
    ]);
    expect(parseAddress(undefined)).toEqual([]);
  });

  it('keeps only named https social links', () => {
    expect(
      parseSocialLinks(
        'Instagram=https://instagram.com/x; Bad=javascript:alert(1); =https://a.example; Plain=http://a.example; Broken=::',
      ),
    ).toEqual([{ name: 'Instagram', href: 'https://instagram.com/x' }]);
  });

  it('accepts a plausible support address only', () => {
    expect(parseEmail(' help@voyagent.example ')).toBe('help@voyagent.example');
    expect(parseEmail('not an address')).toBeUndefined();
  });

  it('accepts a plausible support phone number only, and links it by its digits', () => {
    expect(parsePhone(' +1 (555) 010-0100 ')).toBe('+1 (555) 010-0100');
    expect(supportPhoneHref('+1 (555) 010-0100')).toBe('tel:+15550100100');
    expect(parsePhone('call us')).toBeUndefined();
    expect(parsePhone('12345')).toBeUndefined();
    expect(parsePhone('1'.repeat(16))).toBeUndefined();
    expect(readSiteContacts({ VITE_SUPPORT_PHONE: '+1 555 0100' }).supportPhone).toBe(
      '+1 555 0100',
    );
  });

  it('shows nothing it was not given', () => {
    expect(readSiteContacts({})).toEqual({ officeAddress: [], socialLinks: [] });
  });
});
