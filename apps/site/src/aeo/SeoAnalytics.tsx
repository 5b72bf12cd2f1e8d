import type { AeoReferralRow } from '@voyagent/contracts';
import { Banner, Button, Table, type TableColumn } from '@voyagent/ui-kit';
import { useRemote } from '../blog/useRemote';
import { backend } from '../firebase/callables';
import { serverRefusalText } from '../roles/roleChanges';
import { AEO_EVENTS } from './aeoEvents';
import {
  AEO_EVENT_HEADERS,
  aeoTableLines,
  periodText,
  type AeoTableLine,
} from './seoAnalyticsTable';

const FAILED = 'Something went wrong. Please try again.';

const lineColumns: TableColumn<AeoTableLine>[] = [
  { id: 'path', header: 'Page', cell: (line) => line.path },
  ...AEO_EVENTS.map((event) => ({
    id: event,
    header: AEO_EVENT_HEADERS[event],
    cell: (line: AeoTableLine) => line.totals[event].toLocaleString('en'),
  })),
];

const referralColumns: TableColumn<AeoReferralRow>[] = [
  { id: 'engine', header: 'Answer engine', cell: (row) => row.engine },
  { id: 'count', header: 'Visits', cell: (row) => row.count.toLocaleString('en') },
];

/**
 * The answer-engine figures for support-level staff (travel.md §2 /seo-analytics): the period,
 * the events per article with their totals, and the visits each AI answer engine referred.
 */
export function SeoAnalytics() {
  const [stats, retry] = useRemote(() => backend.aeoStats({}), 'aeo-stats');
  if (stats.state === 'loading') return <p role="status">Loading analytics...</p>;
  if (stats.state === 'failed') {
    return (
      <Banner
        variant="danger"
        title="Analytics could not be loaded"
        description={serverRefusalText(stats.error, FAILED)}
        action={<Button onPress={retry}>Try again</Button>}
      />
    );
  }
  const { from, to, rows, referrals } = stats.value;
  return (
    <>
      <p>Period: {periodText(from, to)}</p>
      <Table
        caption="Answer-engine events per article"
        className="seo-analytics__events"
        columns={lineColumns}
        rows={aeoTableLines(rows)}
        rowKey={(line) => line.path}
        emptyContent="No answer-engine events in this period."
      />
      <Table
        caption="AI referrals by answer engine"
        columns={referralColumns}
        rows={referrals}
        rowKey={(row) => row.engine}
        emptyContent="No visits from AI answer engines in this period."
      />
    </>
  );
}
