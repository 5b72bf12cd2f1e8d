/**
 * Paths the service worker never answers with the app shell: the functions behind hosting
 * (`/api/…`), Firebase's reserved URLs (`/__/auth/…`) and files (anything with an extension).
 */
export const NAVIGATION_FALLBACK_DENYLIST: RegExp[] = [
  /^\/api(\/|$)/,
  /^\/__\//,
  /\/[^/?]+\.[^/]+$/,
];

const STATIC_DESTINATIONS: ReadonlySet<string> = new Set([
  'script',
  'worker',
  'style',
  'image',
  'font',
  'manifest',
]);

/** Scripts (workers' too), styles, images, fonts and the manifest: the only runtime-cached requests. */
export function isStaticAssetRequest(request: Pick<Request, 'destination' | 'method'>): boolean {
  return request.method === 'GET' && STATIC_DESTINATIONS.has(request.destination);
}
