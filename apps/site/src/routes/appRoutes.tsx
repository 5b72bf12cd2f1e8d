import type { RouteObject } from 'react-router';
import { Layout } from '../layout/Layout';
import { siteRouteObjects } from './siteRouter';

// Every route comes from the route table (routes/siteRoutes.ts); every page, home too, loads on
// first visit. The browser's router and the build's prerender share these.
export const appRoutes: RouteObject[] = [{ element: <Layout />, children: siteRouteObjects() }];
