import { describe, expect, it } from 'vitest';
import { robotsMeta, sitemapPaths } from '../routes/seoRules';
import { checkExternalUrl, externalUrlMessages } from './externalUrl';

describe('checkExternalUrl', () => {
  it('accepts an absolute https or http address and names its host', () => {
    expect(checkExternalUrl('https://www.kayak.com/flights?x=1')).toEqual({
      ok: true,
      href: 'https://www.kayak.com/flights?x=1',
      host: 'www.kayak.com',
    });
    expect(checkExternalUrl('  http://Example.COM:8080/a ')).toEqual({
      ok: true,
      href: 'http://example.com:8080/a',
      host: 'example.com:8080',
    });
  });

  it('shows an international host in its ASCII form, so a look-alike cannot pass for another', () => {
    const check = checkExternalUrl('https://exаmple.com/');
    expect(check).toMatchObject({ ok: true, host: 'xn--exmple-4nf.com' });
  });

  it.each([
    ['javascript:alert(1)', externalUrlMessages.notWeb],
    [' JavaScript:alert(1)', externalUrlMessages.notWeb],
    ['java\tscript:alert(1)', externalUrlMessages.notWeb],
    ['data:text/html,<script>alert(1)</script>', externalUrlMessages.notWeb],
    ['ftp://example.com/file', externalUrlMessages.notWeb],
    ['mailto:someone@example.com', externalUrlMessages.notWeb],
    ['/pricing', externalUrlMessages.notAnAddress],
    ['//evil.example/path', externalUrlMessages.notAnAddress],
    ['www.example.com', externalUrlMessages.notAnAddress],
    ['https://', externalUrlMessages.notAnAddress],
    ['https://voyagent.app@evil.example/', externalUrlMessages.credentials],
    ['https://user:pass@evil.example/', externalUrlMessages.credentials],
    ['', externalUrlMessages.missing],
    ['   ', externalUrlMessages.missing],
    [null, externalUrlMessages.missing],
    [undefined, externalUrlMessages.missing],
  ])('refuses %j', (raw, message) => {
    expect(checkExternalUrl(raw)).toEqual({ ok: false, message });
  });
});

describe('the /redirect route', () => {
  it('is never indexed nor listed in the sitemap, even on the production host', () => {
    expect(robotsMeta('/redirect', true)).toBe('noindex');
    expect(sitemapPaths()).not.toContain('/redirect');
    expect(robotsMeta('/comparisons', true)).toBe('index, follow');
  });
});
