import type { AssistantTranscript } from '@voyagent/contracts';
import { Banner, Button, Table, type TableColumn } from '@voyagent/ui-kit';
import { useRemote } from '../blog/useRemote';
import { backend } from '../firebase/callables';
import { serverRefusalText } from '../roles/roleChanges';

const FAILED = 'Something went wrong. Please try again.';

type Row = AssistantTranscript & { userId: string };

/** A conversation as support reads it: each question and answer in order, on its own line. */
const exchangeText = (transcript: Row) =>
  transcript.messages.map((message, index) => (
    // A conversation's messages never reorder: their place is their identity.
    <p key={`${message.role}-${index}`}>
      <strong>{message.role === 'user' ? 'User: ' : 'Assistant: '}</strong>
      {message.text}
    </p>
  ));

const columns: TableColumn<Row>[] = [
  { id: 'user', header: 'User', cell: (transcript) => transcript.userId },
  { id: 'title', header: 'First question', cell: (transcript) => transcript.title },
  { id: 'messages', header: 'Conversation', cell: exchangeText },
  {
    id: 'updated',
    header: 'Last message',
    cell: (transcript) => (
      <time dateTime={transcript.updatedAt}>{new Date(transcript.updatedAt).toLocaleString()}</time>
    ),
  },
];

/**
 * The admin chat tab: the assistant's latest kept conversations of every signed-in user
 * (`assistant-transcripts-admin-list`, support level), newest first, as the users saw them.
 */
export function ChatTranscriptsPanel() {
  const [page, retry] = useRemote(() => backend.assistantTranscriptsAdminList({}), 'transcripts');
  if (page.state === 'loading') return <p role="status">Loading chat transcripts...</p>;
  if (page.state === 'failed') {
    return (
      <Banner
        variant="danger"
        title="Chat transcripts could not be loaded"
        description={serverRefusalText(page.error, FAILED)}
        action={<Button onPress={retry}>Try again</Button>}
      />
    );
  }
  return (
    <Table
      caption="Chat transcripts"
      columns={columns}
      rows={page.value.transcripts}
      rowKey={(transcript) => transcript.id}
      emptyContent="No kept conversations yet."
    />
  );
}
