import { describe, expect, it } from 'vitest';
import { readAppStoreLinks } from './appStores';

describe('app store links from configuration', () => {
  it('links no store when none is configured', () => {
    expect(readAppStoreLinks({})).toEqual([]);
    expect(readAppStoreLinks({ VITE_APP_STORE_URL: '  ', VITE_PLAY_STORE_URL: '' })).toEqual([]);
  });

  it('keeps each configured https store page, in a fixed order', () => {
    expect(
      readAppStoreLinks({
        VITE_PLAY_STORE_URL: ' https://play.google.com/store/apps/details?id=app.voyagent ',
        VITE_APP_STORE_URL: 'https://apps.apple.com/app/id123',
      }),
    ).toEqual([
      { store: 'App Store', href: 'https://apps.apple.com/app/id123' },
      {
        store: 'Google Play',
        href: 'https://play.google.com/store/apps/details?id=app.voyagent',
      },
    ]);
  });

  it('drops an address that is not https', () => {
    expect(
      readAppStoreLinks({
        VITE_APP_STORE_URL: 'javascript:alert(1)',
        VITE_PLAY_STORE_URL: 'http://play.google.com/x',
      }),
    ).toEqual([]);
    expect(readAppStoreLinks({ VITE_APP_STORE_URL: 'not a url' })).toEqual([]);
  });
});
