import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../platform/webStorage';
import {
  acceptAllCookies,
  declineOptionalCookies,
  mayLoadAnalytics,
  mayLoadMarketing,
  readCookieConsent,
  saveCookiePreferences,
  shouldShowCookieNotice,
} from './cookieConsent';

describe('cookie consent (shell.md §3, §4)', () => {
  // IP-139
  it('shows the notice until the visitor answers, and loads no analytics before', () => {
    const consent = readCookieConsent(memoryStorage());
    expect(shouldShowCookieNotice(consent)).toBe(true);
    expect(mayLoadAnalytics(consent)).toBe(false);
    expect(mayLoadMarketing(consent)).toBe(false);
  });

  // IP-140, IP-056, IP-057, IP-058, IP-059, IP-060
  it('accepted: stores accepted with everything allowed', () => {
    const local = memoryStorage();
    acceptAllCookies(local);
    expect(local.snapshot()).toEqual({
      'cookie-consent': 'accepted',
      'cookie-preferences': '{"essential":true,"analytics":true,"marketing":true}',
    });
    const consent = readCookieConsent(local);
    expect(shouldShowCookieNotice(consent)).toBe(false);
    expect(mayLoadAnalytics(consent)).toBe(true);
    expect(mayLoadMarketing(consent)).toBe(true);
  });

  // IP-141
  it('declined: only essential cookies, even if old preferences said otherwise', () => {
    const local = memoryStorage({
      'cookie-preferences': '{"essential":true,"analytics":true,"marketing":true}',
    });
    declineOptionalCookies(local);
    const consent = readCookieConsent(local);
    expect(consent).toEqual({
      consent: 'declined',
      preferences: { essential: true, analytics: false, marketing: false },
    });
    expect(shouldShowCookieNotice(consent)).toBe(false);
    expect(mayLoadAnalytics(consent)).toBe(false);
  });

  // IP-142
  it('customized: keeps each choice, with essential always true', () => {
    const local = memoryStorage();
    saveCookiePreferences(local, { analytics: true, marketing: false });
    const consent = readCookieConsent(local);
    expect(consent).toEqual({
      consent: 'customized',
      preferences: { essential: true, analytics: true, marketing: false },
    });
    expect(mayLoadAnalytics(consent)).toBe(true);
    expect(mayLoadMarketing(consent)).toBe(false);
  });

  it('forces essential to true even when storage says false', () => {
    const local = memoryStorage({
      'cookie-consent': 'customized',
      'cookie-preferences': '{"essential":false,"analytics":false,"marketing":true}',
    });
    expect(readCookieConsent(local).preferences).toEqual({
      essential: true,
      analytics: false,
      marketing: true,
    });
  });

  it('discards a foreign consent value and asks again', () => {
    const local = memoryStorage({ 'cookie-consent': 'maybe' });
    expect(shouldShowCookieNotice(readCookieConsent(local))).toBe(true);
    expect(local.getItem('cookie-consent')).toBeNull();
  });

  it('asks again when customized preferences are unreadable, instead of guessing', () => {
    const local = memoryStorage({
      'cookie-consent': 'customized',
      'cookie-preferences': '{"analytics":"yes"}',
    });
    const consent = readCookieConsent(local);
    expect(shouldShowCookieNotice(consent)).toBe(true);
    expect(mayLoadAnalytics(consent)).toBe(false);
    expect(local.snapshot()).toEqual({});
  });

  it('derives accepted preferences when they are missing', () => {
    const local = memoryStorage({ 'cookie-consent': 'accepted', 'cookie-preferences': '[]' });
    expect(mayLoadAnalytics(readCookieConsent(local))).toBe(true);
  });
});
