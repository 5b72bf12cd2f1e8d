import type { TrialEmail, TrialEmailStatus } from '@voyagent/contracts';
import { Badge, Banner, Button, Table, type TableColumn } from '@voyagent/ui-kit';
import { useState } from 'react';
import { useRemote } from '../blog/useRemote';
import { backend } from '../firebase/callables';
import { serverRefusalText } from '../roles/roleChanges';
import { Pager } from './Pager';

const PAGE_SIZE = 25;
const FAILED = 'Something went wrong. Please try again.';

const STATUS_TEXT: Record<TrialEmailStatus, string> = {
  sent: 'Sent',
  unsubscribed: 'Sent, since unsubscribed',
};

const columns: TableColumn<TrialEmail>[] = [
  { id: 'recipient', header: 'Recipient', cell: (email) => email.recipient },
  { id: 'subject', header: 'Subject', cell: (email) => email.subject },
  {
    id: 'status',
    header: 'Status',
    cell: (email) => (
      <Badge variant={email.status === 'sent' ? 'success' : 'neutral'}>
        {STATUS_TEXT[email.status]}
      </Badge>
    ),
  },
  {
    id: 'sent',
    header: 'Sent',
    cell: (email) => (
      <time dateTime={email.sent_at}>{new Date(email.sent_at).toLocaleString()}</time>
    ),
  },
];

/**
 * The trial-emails tab: the sign-up e-mails the local provider kept in its outbox
 * (`trial-emails-list`), newest first, recipients masked by the server. A real provider keeps
 * none here, and the outbox has no retry path, so the tab only reads.
 */
export function TrialEmailsPanel() {
  const [offset, setOffset] = useState(0);
  const [page, retry] = useRemote(
    () => backend.trialEmailsList({ limit: PAGE_SIZE, offset }),
    String(offset),
  );
  if (page.state === 'loading') return <p role="status">Loading trial e-mails...</p>;
  if (page.state === 'failed') {
    return (
      <Banner
        variant="danger"
        title="Trial e-mails could not be loaded"
        description={serverRefusalText(page.error, FAILED)}
        action={<Button onPress={retry}>Try again</Button>}
      />
    );
  }
  const { emails, nextOffset } = page.value;
  return (
    <div className="admin-dashboard__panel">
      <Table
        caption="Trial e-mails"
        columns={columns}
        rows={emails}
        rowKey={(email) => email.id}
        emptyContent="No trial e-mails in the outbox."
      />
      <Pager
        label="Trial e-mails pages"
        offset={offset}
        count={emails.length}
        pageSize={PAGE_SIZE}
        nextOffset={nextOffset}
        onOffset={setOffset}
      />
    </div>
  );
}
