import { create } from 'zustand';

/** How long a navigation waits for its page before the page-load bar shows: none for a quick one. */
export const PAGE_LOAD_BAR_DELAY_MS = 200;

interface PageLoadStatus {
  /** Page chunks that navigations wait for. */
  pending: number;
  /** Whether the page-load bar shows: a page has been loading for longer than the delay. */
  barShown: boolean;
}

/**
 * A navigation keeps the page on screen until the next page's chunk has loaded (navigations are
 * transitions) while the address has already changed: the page-load bar says that it is loading.
 */
export const usePageLoadStatus = create<PageLoadStatus>()(() => ({
  pending: 0,
  barShown: false,
}));

/** Marks `load`, a page chunk a navigation waits for, as loading until it settles. */
export function whilePageLoads<Loaded>(load: Promise<Loaded>): Promise<Loaded> {
  usePageLoadStatus.setState((status) => ({ pending: status.pending + 1 }));
  const timer = setTimeout(() => {
    if (usePageLoadStatus.getState().pending > 0) usePageLoadStatus.setState({ barShown: true });
  }, PAGE_LOAD_BAR_DELAY_MS);
  const settled = () => {
    clearTimeout(timer);
    usePageLoadStatus.setState((status) => {
      const pending = status.pending - 1;
      return { pending, barShown: status.barShown && pending > 0 };
    });
  };
  load.then(settled, settled);
  return load;
}
