import { describe, expect, it } from 'vitest';
import { isExternalHref } from './linkHref';

describe('isExternalHref', () => {
  it('keeps links with a scheme or protocol-relative links out of the router', () => {
    for (const href of [
      'https://travel.gc.ca/travelling/advisories',
      'http://example.org',
      'mailto:support@example.org',
      'tel:+15550100',
      '//cdn.example.org/x',
    ]) {
      expect(isExternalHref(href), href).toBe(true);
    }
  });

  it('routes paths, queries and fragments inside the site', () => {
    for (const href of [
      '/pricing',
      'blog/first-post',
      '?tab=roles',
      '#faq',
      '/risk-radar?country=FR',
    ]) {
      expect(isExternalHref(href), href).toBe(false);
    }
  });
});
