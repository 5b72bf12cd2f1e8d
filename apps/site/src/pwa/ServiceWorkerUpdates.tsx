import { lazy, Suspense, useEffect, useState } from 'react';
import { useIsClient } from '../prerender/useIsClient';

const UpdateNotice = lazy(() => import('./UpdateNotice'));

const pageLoaded = () => typeof document !== 'undefined' && document.readyState === 'complete';

/**
 * shell.md §7: the service worker is registered on load. Until the load event this renders
 * nothing; then the registration and the update prompt arrive in their own chunk. Development
 * builds have no /sw.js, so they register nothing.
 */
export function ServiceWorkerUpdates() {
  const isClient = useIsClient();
  const [loaded, setLoaded] = useState(pageLoaded);
  useEffect(() => {
    if (loaded) return;
    const onLoad = () => setLoaded(true);
    window.addEventListener('load', onLoad);
    return () => window.removeEventListener('load', onLoad);
  }, [loaded]);
  if (!import.meta.env.PROD || !isClient || !loaded) return null;
  return (
    <Suspense fallback={null}>
      <UpdateNotice />
    </Suspense>
  );
}
