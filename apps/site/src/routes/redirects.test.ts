import { describe, expect, it } from 'vitest';
import { MOBILE_SCREENS, mobileScreen, redirectTarget } from './redirects';

// Issue 17 item 10 (SI-092 … SI-099, SI-119): where travel.md §2's two lists disagree, the
// mobile variant's own list wins on the mobile variant; the all-routes redirects apply elsewhere.
describe('the mobile variant’s screens', () => {
  it('makes /seo-dashboard a screen of its own on the SEO tab, behind the admin guard', () => {
    expect(mobileScreen('/seo-dashboard', '', true)).toEqual({
      guard: 'support',
      tabSearch: '?tab=seo-automation',
    });
    expect(mobileScreen('/seo-dashboard', '?tab=seo-automation', true)).toEqual({
      guard: 'support',
    });
    expect(redirectTarget('/seo-dashboard', '', true)).toBeUndefined();
  });

  it('guards /seo-content and /seo-tools as admin screens', () => {
    expect(mobileScreen('/seo-content', '?x=1', true)).toEqual({
      guard: 'support',
      tabSearch: '?x=1&tab=content-generation',
    });
    expect(mobileScreen('/seo-tools', '', true)).toEqual({
      guard: 'support',
      tabSearch: '?tab=seo-automation',
    });
  });

  it('puts /unified-dashboard behind sign-in, without a tab', () => {
    expect(mobileScreen('/unified-dashboard', '', true)).toEqual({ guard: 'signedIn' });
    expect(redirectTarget('/unified-dashboard', '', true)).toBeUndefined();
  });

  it('keeps the all-routes redirects on the desktop variant', () => {
    for (const path of Object.keys(MOBILE_SCREENS)) {
      expect(mobileScreen(path, '', false)).toBeUndefined();
    }
    expect(redirectTarget('/seo-dashboard', '', false)).toBe('/dashboard-admin?tab=seo-automation');
    expect(redirectTarget('/seo-content', '', false)).toBe(
      '/dashboard-admin?tab=content-generation',
    );
    expect(redirectTarget('/unified-dashboard', '', false)).toBe('/dashboard-admin');
    // /seo-tools is in the mobile list only: nothing to redirect to on the desktop variant.
    expect(redirectTarget('/seo-tools', '', false)).toBeUndefined();
  });

  it.each(['/', '/help', '/email-marketing', '/toString', '/__proto__', '/constructor'])(
    'has no screen at %s',
    (path) => {
      expect(mobileScreen(path, '', true)).toBeUndefined();
    },
  );
});
