import { LAUNCH_PROMO } from '@voyagent/contracts';
import { detectBrowser, LAUNCH_PROMOTION } from '@voyagent/install-prompts';
import { describe, expect, it } from 'vitest';
import {
  INSTALL_METHODS,
  installMethodFor,
  installSteps,
  isLaunchCode,
  lifetimeIncludes,
  promoCheckout,
  promoToClaim,
} from './offer';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const INSTAGRAM = `${IPHONE_SAFARI} Instagram 300.0.0.0`;
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const features = { serviceWorker: true, beforeInstallPrompt: false };

describe('the promotion the pages advertise', () => {
  it('is the one the server accepts: same code, same percentage, same start day', () => {
    expect(LAUNCH_PROMOTION.code).toBe(LAUNCH_PROMO.code);
    expect(LAUNCH_PROMOTION.discountPercent).toBe(LAUNCH_PROMO.percentOff);
    expect(LAUNCH_PROMO.startsAt.startsWith(LAUNCH_PROMOTION.startDate)).toBe(true);
  });
});

describe('promoToClaim', () => {
  it("sends the link's code as given, trimmed, so the server judges it", () => {
    expect(promoToClaim(new URLSearchParams('promo=BLACKFRIDAY50'))).toBe('BLACKFRIDAY50');
    expect(promoToClaim(new URLSearchParams('promo=%20summer10%20'))).toBe('summer10');
  });

  it('sends the launch code when the link has none', () => {
    for (const search of ['', 'promo=', 'promo=%20%20', 'utm_source=x']) {
      expect(promoToClaim(new URLSearchParams(search))).toBe('BLACKFRIDAY50');
    }
  });
});

describe('isLaunchCode', () => {
  it('compares as the server does: trimmed, any case', () => {
    expect(isLaunchCode(' blackfriday50 ')).toBe(true);
    expect(isLaunchCode('BLACKFRIDAY5')).toBe(false);
  });
});

describe('promoCheckout', () => {
  it('buys Lifetime with the code, as a guest when signed out', () => {
    expect(promoCheckout('BLACKFRIDAY50', false)).toEqual({
      plan: 'lifetime',
      isGuest: true,
      promo: 'BLACKFRIDAY50',
    });
    expect(promoCheckout('BLACKFRIDAY50', true).isGuest).toBe(false);
  });
});

describe('lifetimeIncludes', () => {
  it('lists no daily limit for every counted tool, with the free caps it lifts', () => {
    const lines = lifetimeIncludes();
    expect(lines).toContain('Unlimited AI requests (the free plan has 10 a day)');
    expect(lines).toContain('Unlimited searches (the free plan has 25 a day)');
    expect(lines).toHaveLength(6);
  });
});

describe('install steps', () => {
  it('picks the way that works in the visitor’s browser', () => {
    expect(installMethodFor(detectBrowser(IPHONE_SAFARI, features), false)).toBe('iosSafari');
    expect(installMethodFor(detectBrowser(INSTAGRAM, features), false)).toBe('socialBrowser');
    expect(installMethodFor(detectBrowser(INSTAGRAM, features), true)).toBe('socialBrowser');
    expect(installMethodFor(detectBrowser(ANDROID_CHROME, features), true)).toBe('prompt');
    expect(installMethodFor(detectBrowser(ANDROID_CHROME, features), false)).toBe('browserMenu');
    expect(installMethodFor(detectBrowser(FIREFOX, features), false)).toBe('browserMenu');
  });

  it('words every way with at least one step, iOS Safari in the guidance toast’s words', () => {
    for (const method of INSTALL_METHODS) {
      expect(installSteps(method).steps.length).toBeGreaterThan(0);
    }
    expect(installSteps('iosSafari').steps).toEqual([
      'Tap the Share button, then Add to Home Screen',
    ]);
  });
});
