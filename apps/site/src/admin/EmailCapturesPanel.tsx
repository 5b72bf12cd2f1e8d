import { MAX_EMAIL_LIST_PAGE, type EmailCapture } from '@voyagent/contracts';
import { Banner, Button, Table, type TableColumn } from '@voyagent/ui-kit';
import { useState } from 'react';
import { useRemote } from '../blog/useRemote';
import { backend } from '../firebase/callables';
import { serverRefusalText } from '../roles/roleChanges';
import { capturesCsv, capturesCsvName } from './capturesCsv';
import { Pager } from './Pager';

const PAGE_SIZE = 25;
const FAILED = 'Something went wrong. Please try again.';

const when = (value: string | null) =>
  value === null ? '—' : <time dateTime={value}>{new Date(value).toLocaleString()}</time>;

const columns: TableColumn<EmailCapture>[] = [
  { id: 'email', header: 'E-mail', cell: (capture) => capture.email },
  { id: 'captured', header: 'Captured', cell: (capture) => when(capture.captured_at) },
  { id: 'welcome', header: 'Welcome sent', cell: (capture) => when(capture.welcome_sent_at) },
  { id: 'unsubscribed', header: 'Unsubscribed', cell: (capture) => when(capture.unsubscribed_at) },
];

/** Every capture, page after page at the largest size the server answers. */
async function allCaptures(): Promise<EmailCapture[]> {
  const captures: EmailCapture[] = [];
  let offset: number | null = 0;
  while (offset !== null) {
    const page = await backend.emailCapturesList({ limit: MAX_EMAIL_LIST_PAGE, offset });
    captures.push(...page.captures);
    offset = page.nextOffset;
  }
  return captures;
}

function download(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * The email-campaigns tab: the addresses the e-mail capture popup collected (`email-captures-list`),
 * newest first, a page at a time, and all of them as a CSV file for a campaign tool.
 */
export function EmailCapturesPanel() {
  const [offset, setOffset] = useState(0);
  const [page, retry] = useRemote(
    () => backend.emailCapturesList({ limit: PAGE_SIZE, offset }),
    String(offset),
  );
  const [exporting, setExporting] = useState(false);
  const [exportMessage, setExportMessage] = useState('');

  const exportCsv = async () => {
    setExporting(true);
    setExportMessage('');
    try {
      const captures = await allCaptures();
      download(capturesCsv(captures), capturesCsvName(new Date()));
      setExportMessage(`Exported ${captures.length.toLocaleString('en')} addresses.`);
    } catch (error) {
      setExportMessage(serverRefusalText(error, FAILED));
    } finally {
      setExporting(false);
    }
  };

  if (page.state === 'loading') return <p role="status">Loading e-mail captures...</p>;
  if (page.state === 'failed') {
    return (
      <Banner
        variant="danger"
        title="E-mail captures could not be loaded"
        description={serverRefusalText(page.error, FAILED)}
        action={<Button onPress={retry}>Try again</Button>}
      />
    );
  }
  const { captures, total, nextOffset } = page.value;
  return (
    <div className="admin-dashboard__panel">
      <div className="admin-dashboard__toolbar">
        <p>{`${total.toLocaleString('en')} captured addresses`}</p>
        <Button
          variant="secondary"
          isDisabled={total === 0}
          isLoading={exporting}
          onPress={() => void exportCsv()}
        >
          Export CSV
        </Button>
      </div>
      <p role="status">{exportMessage}</p>
      <Table
        caption="E-mail captures"
        columns={columns}
        rows={captures}
        rowKey={(capture) => capture.email}
        emptyContent="No e-mail addresses captured yet."
      />
      <Pager
        label="E-mail captures pages"
        offset={offset}
        count={captures.length}
        pageSize={PAGE_SIZE}
        nextOffset={nextOffset}
        onOffset={setOffset}
      />
    </div>
  );
}
