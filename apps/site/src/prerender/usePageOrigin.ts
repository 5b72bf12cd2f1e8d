import { prerenderOrigin } from './prerenderPlan';
import { useIsClient } from './useIsClient';

const productionOrigin = import.meta.env.VITE_PRODUCTION_ORIGIN || undefined;

/**
 * The origin for a page's absolute URLs (canonical, structured data): the one its prerender used
 * while rendering on the server and hydrating, then the browser's own.
 */
export function usePageOrigin(): string {
  const isClient = useIsClient();
  return isClient ? window.location.origin : prerenderOrigin(productionOrigin);
}
