import { matchRoutes, type RouteObject } from 'react-router';
import type { RouteHandle } from '../routes/siteRouter';

/**
 * Loads the lazy pages the current path matches, before hydrating: the first render must show
 * the page the markup holds, not suspend for its module.
 */
export async function preloadMatches(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(({ route }) => (route.handle as RouteHandle | undefined)?.preload()),
  );
}
