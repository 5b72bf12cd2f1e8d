import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the lazy route modules the current path matches and puts them on their routes, before the
 * router is made: hydrating, the first render must show the page the markup holds, not wait for
 * its module (React Router's advice for lazy routes in server rendering).
 */
export async function resolveLazyMatches(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}
