// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PWA_ICONS, PWA_SCREENSHOTS, WEB_MANIFEST } from './webManifest';

const publicDir = path.resolve(import.meta.dirname, '../../public');

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(file: string): string {
  const bytes = readFileSync(path.join(publicDir, file));
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

describe('the web app manifest', () => {
  it('names the app and opens standalone on the whole site', () => {
    expect(WEB_MANIFEST).toMatchObject({
      name: 'Voyagent',
      short_name: 'Voyagent',
      start_url: '/',
      scope: '/',
      display: 'standalone',
    });
  });

  it('has 192 and 512 px icons and a maskable one, each file of its declared size', () => {
    expect(PWA_ICONS.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of PWA_ICONS) expect(pngSize(icon.src)).toBe(icon.sizes);
  });

  it('has a wide and a narrow screenshot, each file of its declared size', () => {
    expect(PWA_SCREENSHOTS.map((shot) => shot.form_factor)).toEqual(['wide', 'narrow']);
    for (const shot of PWA_SCREENSHOTS) expect(pngSize(shot.src)).toBe(shot.sizes);
  });

  it('offers Flights and Hotels as shortcuts to their pages', () => {
    expect(WEB_MANIFEST.shortcuts?.map(({ name, url }) => [name, url])).toEqual([
      ['Flights', '/flights'],
      ['Hotels', '/accommodation-search'],
    ]);
  });
});
