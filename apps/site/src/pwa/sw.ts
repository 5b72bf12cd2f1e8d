/// <reference lib="webworker" />
// The service worker served at /sw.js (shell.md §7), built by vite-plugin-pwa (injectManifest):
// the precached app shell, the SPA's navigation fallback, and the update handshake the page's
// UpdatePrompt drives (SW_UPDATE_AVAILABLE out, SKIP_WAITING in).
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { mapTileSource } from '../config/mapTiles';
import { isTileOf, OFFLINE_TILE_CACHE } from '../offlineMaps/tileCache';
import { APP_SHELL_FILE } from '../prerender/appShell';
import { isStaticAssetRequest, NAVIGATION_FALLBACK_DENYLIST } from './swRoutes';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<string | { url: string }> };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every client-side route opens the precached shell, offline too; the backend's paths never do.
// The shell, not a prerendered page: its empty root is rendered for whatever path was asked.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL(APP_SHELL_FILE), {
    denylist: NAVIGATION_FALLBACK_DENYLIST,
  }),
);

// The map's detail tiles (src/offlineMaps): a saved area's from its cache first, so it draws
// with the network off; any other tile from the network, never stored (the areas are the budget).
if (mapTileSource) {
  const { template } = mapTileSource;
  registerRoute(
    ({ url, request }) => request.method === 'GET' && isTileOf(template, url.href),
    async ({ request }) =>
      (await caches.match(request, { cacheName: OFFLINE_TILE_CACHE })) ?? fetch(request),
  );
}

// Same-origin static files the precache does not list (e.g. a later public image): cache first.
registerRoute(
  ({ url, request }) => url.origin === self.location.origin && isStaticAssetRequest(request),
  new CacheFirst({
    cacheName: 'static-assets',
    plugins: [new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * 24 * 60 * 60 })],
  }),
);

self.addEventListener('install', () => {
  // A worker installing while another controls the page is a new version: tell the open pages.
  if (!self.registration.active) return;
  void self.clients.matchAll({ type: 'window' }).then((windows) => {
    for (const client of windows) client.postMessage({ type: 'SW_UPDATE_AVAILABLE' });
  });
});

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// The first worker takes the open page at once, so a first visit already works offline.
clientsClaim();
