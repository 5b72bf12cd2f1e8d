import { useEffect } from 'react';
import { BrowserRouter, useRoutes } from 'react-router';
import { appRoutes } from './routes/appRoutes';

/** The attribute on <html> once the app has taken over the page (prerendered or not). */
export const APP_LIVE_ATTRIBUTE = 'data-app-live';

/** The route table's routes where the router is (the browser's, or the prerender's static one). */
export function AppRoutes() {
  return useRoutes(appRoutes);
}

/**
 * The site in the browser. A declarative router: the pages load through `React.lazy` (preloaded
 * before hydration, main.tsx) and navigations are transitions, so the page on screen stays until
 * the next one has loaded. The data router's loaders, actions and fetchers would be some 17 KB
 * gzip more in every first load, for features the site does not use.
 */
export function App() {
  // After the first commit: a prerendered page's markup is hydrated, its controls now respond.
  // Browser tests wait for it before they type into a form that only looks ready.
  useEffect(() => {
    document.documentElement.setAttribute(APP_LIVE_ATTRIBUTE, '');
  }, []);
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
