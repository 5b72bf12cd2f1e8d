import { segmentName } from '@voyagent/contracts/blogPage';
import { findRoute, normalisePath } from './siteRoutes';

export interface Crumb {
  path: string;
  name: string;
}

/**
 * shell.md §2: the breadcrumb is built from the path, with the table's friendly name for a known
 * path and the segment's words otherwise; home has none.
 */
export function breadcrumbTrail(pathname: string): Crumb[] {
  const path = normalisePath(pathname);
  if (path === '/') return [];
  const segments = path.split('/').filter(Boolean);
  const crumbs: Crumb[] = [{ path: '/', name: 'Home' }];
  segments.forEach((segment, index) => {
    const prefix = `/${segments.slice(0, index + 1).join('/')}`;
    const route = findRoute(prefix);
    const isExact = route !== undefined && !route.path.includes(':');
    crumbs.push({ path: prefix, name: isExact ? route.breadcrumb : segmentName(segment) });
  });
  return crumbs;
}
