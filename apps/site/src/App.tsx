import { useEffect } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { appRoutes } from './routes/appRoutes';

type SiteRouter = ReturnType<typeof createBrowserRouter>;

/** The browser's router over the route table (made in main.tsx, after a hydrated page's module). */
export function createSiteRouter(): SiteRouter {
  return createBrowserRouter(appRoutes);
}

/** The attribute on <html> once the app has taken over the page (prerendered or not). */
export const APP_LIVE_ATTRIBUTE = 'data-app-live';

export function App({ router }: { router: SiteRouter }) {
  // After the first commit: a prerendered page's markup is hydrated, its controls now respond.
  // Browser tests wait for it before they type into a form that only looks ready.
  useEffect(() => {
    document.documentElement.setAttribute(APP_LIVE_ATTRIBUTE, '');
  }, []);
  return <RouterProvider router={router} />;
}
