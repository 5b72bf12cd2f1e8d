import type { AssistantTranscript } from '@voyagent/contracts';
import { Banner, Button, ConfirmDialog, toast } from '@voyagent/ui-kit';
import { useCallback, useEffect, useRef, useState } from 'react';
import { backend } from '../firebase/callables';
import { serverRefusalText } from '../roles/roleChanges';
import styles from './assistant.module.css';

export const CONVERSATION_TEXTS = {
  heading: 'Your conversations',
  loading: 'Loading your conversations...',
  loadFailed: 'Your conversations could not be loaded. Please try again.',
  retry: 'Try again',
  empty: 'No conversations yet: your questions and answers are kept here.',
  open: (title: string) => `Open conversation: ${title}`,
  current: 'Open now',
  delete: 'Delete',
  deleteLabel: (title: string) => `Delete conversation: ${title}`,
  confirmTitle: 'Delete this conversation?',
  confirmDescription: (title: string) =>
    `“${title}” and all its answers will be deleted. This cannot be undone.`,
  deleted: 'Conversation deleted',
  deleteFailed: 'Could not delete the conversation. Please try again.',
} as const;

type ListState =
  | { kind: 'loading' }
  | { kind: 'failed'; error: unknown }
  | { kind: 'ready'; transcripts: AssistantTranscript[] };

export interface YourConversationsProps {
  /** The conversation shown in the chat, if it is a kept one. */
  openId: string | null;
  /** Changes whenever the backend kept a new exchange: the list is read again. */
  refreshKey: number;
  /** True while an answer is arriving: switching conversations then would mix them. */
  isBusy: boolean;
  onOpen: (transcript: AssistantTranscript) => void;
  onDeleted: (id: string) => void;
}

/**
 * A signed-in user's kept conversations with the assistant (issue 14 item 4), last continued
 * first: each opens in the chat to be continued, or is deleted after a confirmation.
 */
export function YourConversations({
  openId,
  refreshKey,
  isBusy,
  onOpen,
  onDeleted,
}: YourConversationsProps) {
  const [list, setList] = useState<ListState>({ kind: 'loading' });
  const [confirming, setConfirming] = useState<AssistantTranscript | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  // Only the latest read lands: an older answer arriving late never replaces a newer one.
  const latestRead = useRef(0);

  const load = useCallback(async () => {
    const read = ++latestRead.current;
    try {
      const { transcripts } = await backend.assistantTranscriptsList({});
      if (read === latestRead.current) setList({ kind: 'ready', transcripts });
    } catch (error) {
      // A refresh that fails keeps the list already shown.
      if (read === latestRead.current) {
        setList((current) => (current.kind === 'ready' ? current : { kind: 'failed', error }));
      }
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load, refreshKey]);

  const remove = async (transcript: AssistantTranscript) => {
    setDeleting(transcript.id);
    try {
      await backend.assistantTranscriptDelete({ id: transcript.id });
      setList((current) =>
        current.kind === 'ready'
          ? { ...current, transcripts: current.transcripts.filter((t) => t.id !== transcript.id) }
          : current,
      );
      toast.success({ title: CONVERSATION_TEXTS.deleted });
      onDeleted(transcript.id);
    } catch (error) {
      toast.error({ title: serverRefusalText(error, CONVERSATION_TEXTS.deleteFailed) });
    } finally {
      setDeleting(null);
    }
  };

  return (
    <section className={styles.conversations} aria-labelledby="your-conversations-title">
      <h2 id="your-conversations-title">{CONVERSATION_TEXTS.heading}</h2>
      {list.kind === 'loading' && <p role="status">{CONVERSATION_TEXTS.loading}</p>}
      {list.kind === 'failed' && (
        <Banner
          variant="danger"
          description={serverRefusalText(list.error, CONVERSATION_TEXTS.loadFailed)}
          action={
            <Button size="sm" variant="secondary" onPress={() => void load()}>
              {CONVERSATION_TEXTS.retry}
            </Button>
          }
        />
      )}
      {list.kind === 'ready' && list.transcripts.length === 0 && <p>{CONVERSATION_TEXTS.empty}</p>}
      {list.kind === 'ready' && list.transcripts.length > 0 && (
        <ul className={styles.conversationList}>
          {list.transcripts.map((transcript) => {
            const isOpen = transcript.id === openId;
            return (
              <li key={transcript.id} className={styles.conversation}>
                <Button
                  variant="ghost"
                  size="sm"
                  className={styles.conversationTitle}
                  aria-label={CONVERSATION_TEXTS.open(transcript.title)}
                  aria-current={isOpen ? 'true' : undefined}
                  isDisabled={isBusy}
                  onPress={() => onOpen(transcript)}
                >
                  {transcript.title}
                </Button>
                <span className={styles.conversationMeta}>
                  {isOpen && <strong>{CONVERSATION_TEXTS.current} · </strong>}
                  <time dateTime={transcript.updatedAt}>
                    {new Date(transcript.updatedAt).toLocaleString()}
                  </time>
                </span>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={CONVERSATION_TEXTS.deleteLabel(transcript.title)}
                  isLoading={deleting === transcript.id}
                  isDisabled={isBusy || (deleting !== null && deleting !== transcript.id)}
                  onPress={() => setConfirming(transcript)}
                >
                  {CONVERSATION_TEXTS.delete}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        isOpen={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        title={CONVERSATION_TEXTS.confirmTitle}
        description={confirming ? CONVERSATION_TEXTS.confirmDescription(confirming.title) : ''}
        confirmLabel={CONVERSATION_TEXTS.delete}
        tone="danger"
        onConfirm={() => {
          if (confirming) void remove(confirming);
        }}
      />
    </section>
  );
}
