import { Button } from '@voyagent/ui-kit';

export interface PagerProps {
  /** Names the paging controls, e.g. "E-mail captures pages". */
  label: string;
  offset: number;
  /** Rows on the page shown. */
  count: number;
  pageSize: number;
  /** The server's nextOffset: null on the last page. */
  nextOffset: number | null;
  onOffset: (offset: number) => void;
}

/** Previous and Next over a newest-first list the server pages, and which rows are shown. */
export function Pager({ label, offset, count, pageSize, nextOffset, onOffset }: PagerProps) {
  return (
    <nav aria-label={label} className="admin-dashboard__pager">
      <p>{count === 0 ? 'No rows on this page.' : `Rows ${offset + 1}–${offset + count}`}</p>
      <Button
        variant="secondary"
        isDisabled={offset === 0}
        onPress={() => onOffset(Math.max(0, offset - pageSize))}
      >
        Previous
      </Button>
      <Button
        variant="secondary"
        isDisabled={nextOffset === null}
        onPress={() => nextOffset !== null && onOffset(nextOffset)}
      >
        Next
      </Button>
    </nav>
  );
}
