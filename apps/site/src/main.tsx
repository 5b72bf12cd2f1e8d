import './zodWithoutEval';
import '@voyagent/ui-kit/tokens.css';
import '@voyagent/ui-kit/global.css';
import './styles.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { ThemeProvider } from '@voyagent/ui-kit';
import { App } from './App';
import { startSession } from './auth/session';
import { loadChromeParts } from './layout/chromePartsLoader';
import { log } from './logging/siteLog';
import { preloadMatches } from './prerender/hydration';
import { isPrerenderedFor, PRERENDERED_ATTRIBUTE } from './prerender/prerenderPlan';
import { appRoutes } from './routes/appRoutes';

startSession();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A page the build prerendered for this path is hydrated; the app shell (any other path, or a
// page the service worker served) is rendered from scratch.
const renderedFor = root.getAttribute(PRERENDERED_ATTRIBUTE) ?? undefined;
if (isPrerenderedFor(renderedFor, window.location.pathname)) {
  await preloadMatches(appRoutes, window.location.pathname);
  // In a transition, hydration yields to the browser between slices instead of holding the
  // main thread for the whole page (what a phone feels as a page that does not answer).
  startTransition(() => {
    hydrateRoot(root, app(), {
      // A mismatch is a bug to fix (tests/e2e/prerender.e2e.test.ts watches for this text).
      onRecoverableError: (error) => log.error('Hydration failed:', error),
    });
  });
} else {
  // No prerendered markup stands in for the header's menus here: they load with the page's
  // module, before the first render. A page that fails to load (offline without it) is the
  // page's error screen (layout/PageLoadBoundary.tsx), not an empty window.
  await Promise.all([
    preloadMatches(appRoutes, window.location.pathname).catch(() => undefined),
    loadChromeParts(),
  ]);
  createRoot(root).render(app());
}

function app() {
  return (
    <StrictMode>
      <ThemeProvider>
        <App />
      </ThemeProvider>
    </StrictMode>
  );
}
