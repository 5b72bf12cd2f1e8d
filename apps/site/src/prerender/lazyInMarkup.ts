import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

const markupParts: (() => Promise<unknown>)[] = [];

/**
 * `React.lazy` for a part a prerendered page contains (the breadcrumb, the back-to-top button).
 * Before hydrating, main.tsx loads every such part (`loadMarkupParts`), so each is part of the
 * first load (`npm run bench` counts them); a part the page can hydrate without is a
 * DeferredMarkup instead, which keeps its markup until it loads. The lazy
 * component then renders at once instead of suspending. A part still loading while hydration
 * runs would keep its server markup until a store update arrives (the session, say), and React
 * would then replace that markup with the empty fallback and render it again: a visible jump.
 */
export function lazyInMarkup<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): LazyExoticComponent<ComponentType<Props>> {
  let loaded: ComponentType<Props> | undefined;
  const preload = async () => {
    loaded ??= await load();
    return loaded;
  };
  markupParts.push(preload);
  return lazy(() => {
    if (loaded) {
      // React reads a thenable that calls back at once as already resolved: no suspension.
      const module = { default: loaded };
      const resolved: PromiseLike<typeof module> = {
        then: (onFulfilled) => onFulfilled?.(module) as never,
      };
      return resolved as Promise<typeof module>;
    }
    return preload().then((component) => ({ default: component }));
  });
}

/** Loads every part declared so far: those of the modules this page has loaded. */
export function loadMarkupParts(): Promise<unknown> {
  return Promise.all(markupParts.map((preload) => preload()));
}
