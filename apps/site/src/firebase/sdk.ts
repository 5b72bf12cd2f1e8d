/**
 * The Firebase SDK, fetched on first use: it is about a third of the site's JavaScript, and the
 * first paint needs none of it (the session starts right after, the backend is called on demand).
 * The auth and functions halves share one set-up (`client.ts`), so a callable always carries the
 * signed-in user's token.
 */
export const loadAuthSdk = () => import('./authSdk');

export const loadFunctionsSdk = () => import('./functionsSdk');
