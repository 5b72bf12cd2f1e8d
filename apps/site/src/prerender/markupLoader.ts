/** A chunk loaded once, on demand: deferred markup's (DeferredMarkup.tsx), a lazy page's. */
export interface MarkupLoader<Loaded> {
  /** Starts the load, or returns the one under way; a failed load (offline) is tried again. */
  load: () => Promise<Loaded>;
  /** What has loaded, so a render after that shows it at once. */
  loaded: () => Loaded | undefined;
}

export function markupLoader<Loaded>(importer: () => Promise<Loaded>): MarkupLoader<Loaded> {
  let loaded: Loaded | undefined;
  let loading: Promise<Loaded> | undefined;
  return {
    load: () => {
      loading ??= importer().then(
        (module) => (loaded = module),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    loaded: () => loaded,
  };
}
