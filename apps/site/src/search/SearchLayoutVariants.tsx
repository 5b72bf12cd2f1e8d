import type { SearchLayout } from '@voyagent/search-widgets';
import type { ReactNode } from 'react';
import { useIsClient } from '../prerender/useIsClient';
import { useSearchLayout } from './useSearchLayout';

/**
 * A search form in the window's layout. A prerendered page cannot know the window, so there (and
 * while the browser hydrates it) both layouts are rendered and the stylesheet shows the one its
 * mobile-variant query picks (`.search-variant--…` in styles.css, the query `useSearchLayout`
 * reads): the page does not move when the script then keeps only that one.
 */
export function SearchLayoutVariants({
  children,
}: {
  children: (layout: SearchLayout) => ReactNode;
}) {
  const isClient = useIsClient();
  const layout = useSearchLayout();
  return (
    <>
      {(!isClient || layout === 'desktop') && (
        <div className="search-variant search-variant--desktop">{children('desktop')}</div>
      )}
      {(!isClient || layout === 'mobile') && (
        <div className="search-variant search-variant--mobile">{children('mobile')}</div>
      )}
    </>
  );
}
