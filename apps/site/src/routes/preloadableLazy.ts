import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { markupLoader } from '../prerender/markupLoader';
import { whilePageLoads } from './pageLoadStatus';

export interface PreloadableLazy {
  Component: LazyExoticComponent<ComponentType>;
  /** Loads the component; once it has, the lazy component renders at once. */
  preload: () => Promise<void>;
}

/**
 * `React.lazy` that can be loaded before it first renders and then renders without suspending.
 * Hydration needs it: a page whose component suspends while hydrating keeps its server markup
 * until a store update arrives (the session, say), when React replaces that markup with the
 * empty fallback and renders it again (a visible jump). main.tsx preloads the page the path
 * matches before hydrating. Loaded once, tried again after a failure (markupLoader). A page that
 * a navigation has to wait for shows the page-load bar meanwhile (pageLoadStatus.ts).
 */
export function preloadableLazy(load: () => Promise<ComponentType>): PreloadableLazy {
  const loader = markupLoader(load);
  const Component = lazy(() => {
    const loaded = loader.loaded();
    if (loaded) {
      // React reads a thenable that calls back at once as already resolved: no suspension.
      const module = { default: loaded };
      const resolved: PromiseLike<typeof module> = {
        then: (onFulfilled) => onFulfilled?.(module) as never,
      };
      return resolved as Promise<typeof module>;
    }
    // A navigation waits for it: the page-load bar says so.
    return whilePageLoads(loader.load()).then((component) => ({ default: component }));
  });
  return { Component, preload: async () => void (await loader.load()) };
}
