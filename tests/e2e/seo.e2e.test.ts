import { describe, expect, it } from 'vitest';
import { SITE_URL } from './browser';

describe('crawler files built from the route table', () => {
  it('serves robots.txt as text, closed to crawlers off production', async () => {
    const response = await fetch(`${SITE_URL}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    // The emulator build has no production origin, so nothing may be indexed.
    expect(await response.text()).toBe('User-agent: *\nDisallow: /\n');
  });

  it('serves a sitemap of the public pages only', async () => {
    const response = await fetch(`${SITE_URL}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/xml/);
    const xml = await response.text();
    expect(xml).toContain('<loc>http://localhost/flights</loc>');
    expect(xml).not.toContain('/dashboard');
    expect(xml).not.toContain('/admin');
  });
});
