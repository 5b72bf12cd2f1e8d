import { describe, expect, it } from 'vitest';
import { isStaticAssetRequest, NAVIGATION_FALLBACK_DENYLIST } from './swRoutes';

const fallsBackToShell = (pathname: string) =>
  !NAVIGATION_FALLBACK_DENYLIST.some((pattern) => pattern.test(pathname));

describe('the service worker navigation fallback', () => {
  it.each(['/', '/flights', '/accommodation-search', '/auth', '/no/such/deep/route'])(
    'answers the SPA route %s with the app shell',
    (pathname) => {
      expect(fallsBackToShell(pathname)).toBe(true);
    },
  );

  it.each(['/api', '/api/reviews-list', '/__/auth/handler', '/robots.txt', '/assets/x.js'])(
    'leaves %s to the network (functions, Firebase URLs, files)',
    (pathname) => {
      expect(fallsBackToShell(pathname)).toBe(false);
    },
  );
});

describe('runtime caching', () => {
  it.each(['script', 'worker', 'style', 'image', 'font', 'manifest'] as const)(
    'caches GET requests for a %s',
    (destination) => {
      expect(isStaticAssetRequest({ method: 'GET', destination })).toBe(true);
    },
  );

  it('never caches calls, documents or writes', () => {
    expect(isStaticAssetRequest({ method: 'GET', destination: '' })).toBe(false);
    expect(isStaticAssetRequest({ method: 'GET', destination: 'document' })).toBe(false);
    expect(isStaticAssetRequest({ method: 'POST', destination: 'image' })).toBe(false);
  });
});
