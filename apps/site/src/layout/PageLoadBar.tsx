import { usePageLoadStatus } from '../routes/pageLoadStatus';

/** A thin bar across the top while a navigation waits for its page (routes/pageLoadStatus.ts). */
export function PageLoadBar() {
  const shown = usePageLoadStatus((status) => status.barShown);
  return shown ? (
    <div className="page-load-bar" role="progressbar" aria-label="Loading page" />
  ) : null;
}
