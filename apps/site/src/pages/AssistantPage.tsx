import { usageBanner } from '@voyagent/account';
import { TRANSCRIPT_TEXTS, type AssistantTranscript } from '@voyagent/contracts';
import { assistantPrompts } from '@voyagent/contracts/content';
import { FREE_DAILY_CAPS } from '@voyagent/contracts/names';
import { shareContent } from '@voyagent/native';
import { SaveButton } from '@voyagent/save-button';
import { Banner, Button, Link, Progress, TextArea, toast, useLocale } from '@voyagent/ui-kit';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { refreshAccount } from '../account/accountStore';
import { deviceFingerprint } from '../account/deviceFingerprint';
import { UsageBanner } from '../account/UsageBanner';
import { askAssistant } from '../assistant/askAssistant';
import styles from '../assistant/assistant.module.css';
import {
  answerSaveItem,
  answerShareText,
  CHAT_TEXTS,
  draftAfterFailure,
  draftOnRetry,
  isFinishedAnswer,
  questionOf,
  type Refusal,
  refusalOf,
  reopenedMessages,
  stopAnswer,
  stoppedNote,
  suggestedQuestions,
} from '../assistant/chatActions';
import {
  applyChunk,
  ASSISTANT_DISCLAIMER,
  assistantLanguage,
  type ChatMessage,
  initialQuery,
  OFFLINE_NOTE,
  requestMessages,
  sendableText,
} from '../assistant/conversation';
import { YourConversations } from '../assistant/YourConversations';
import { useAuthStore } from '../auth/authStore';
import { usePageOrigin } from '../prerender/usePageOrigin';
import { formatDataDate } from '../travelTools/visaAnswer';

/** A question that got no answer: what to show, and what Retry sends again. */
interface Failure {
  refusal: Refusal;
  question: string;
  history: ChatMessage[];
  transcriptId: string | null;
}

const capBanner = () => {
  const cap = FREE_DAILY_CAPS.ai_requests;
  return usageBanner('ai_requests', { count: cap, limit: cap });
};

/**
 * /assistant (issue 14 items 4 and 5): a conversation with the travel assistant. Each answer lists
 * the sources of its facts and can be copied, shared and saved; an answer can be stopped while it
 * arrives, and a question that failed can be retried. Suggestion chips ask for the visitor; a
 * question another page passed in the navigation state is sent once on arrival. A signed-in
 * user's conversations are kept: listed under the chat, reopened to continue, or deleted. Each
 * question counts as one of the day's AI requests.
 */
export function AssistantPage() {
  const { locale } = useLocale();
  const user = useAuthStore((state) => state.user);
  const authStatus = useAuthStore((state) => state.status);
  const location = useLocation();
  const navigate = useNavigate();
  const origin = usePageOrigin();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [draft, setDraft] = useState('');
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<Failure>();
  const [transcriptId, setTranscriptId] = useState<string | null>(null);
  const [keptChanges, setKeptChanges] = useState(0);
  const nextId = useRef(0);
  const answering = useRef<AbortController | null>(null);

  const send = useCallback(
    async (text: string, history: ChatMessage[], continuing: string | null) => {
      const question: ChatMessage = {
        id: nextId.current++,
        role: 'user',
        text,
        sources: [],
        offline: false,
        complete: true,
        stopped: false,
      };
      const answerId = nextId.current++;
      const answer: ChatMessage = {
        ...question,
        id: answerId,
        role: 'model',
        text: '',
        complete: false,
      };
      const controller = new AbortController();
      answering.current = controller;
      setMessages([...history, question, answer]);
      setPending(true);
      setFailure(undefined);
      const updateAnswer = (change: (message: ChatMessage) => ChatMessage) =>
        setMessages((current) => current.map((m) => (m.id === answerId ? change(m) : m)));
      try {
        const fingerprint = user ? {} : { fingerprint_hash: await deviceFingerprint() };
        const reply = await askAssistant(
          {
            messages: [...requestMessages(history), { role: 'user', text }],
            language: assistantLanguage(locale),
            ...fingerprint,
            ...(continuing ? { transcript_id: continuing } : {}),
          },
          (chunk) => {
            // A chunk read after Stop never lands on the stopped answer.
            if (!controller.signal.aborted) updateAnswer((message) => applyChunk(message, chunk));
          },
          controller.signal,
        );
        updateAnswer((message) => ({ ...message, offline: reply.offline, complete: true }));
        if (reply.transcriptId) setTranscriptId(reply.transcriptId);
      } catch (error) {
        if (controller.signal.aborted) {
          updateAnswer(stopAnswer);
        } else {
          // Nothing typed is lost: the question goes back into an empty box, and Retry sends it.
          setMessages(history);
          setDraft((current) => draftAfterFailure(current, text));
          setFailure({
            refusal: refusalOf(error),
            question: text,
            history,
            transcriptId: continuing,
          });
        }
      }
      answering.current = null;
      setPending(false);
      // The backend may have kept the exchange (a stopped one too): the list is read again.
      if (user) setKeptChanges((count) => count + 1);
      void refreshAccount(user);
    },
    [locale, user],
  );

  // Leaving the page ends an answer still arriving: the stream would otherwise run on, and its
  // chunks would land on a page no one sees.
  useEffect(() => () => answering.current?.abort(), []);

  // A question passed from another page is sent once, and the state is cleared so that a reload
  // or a return through the history does not ask it again.
  const arrivedWith = useRef<string | null>(initialQuery(location.state));
  useEffect(() => {
    const query = arrivedWith.current;
    if (!query) return;
    arrivedWith.current = null;
    void navigate(location.pathname, { replace: true, state: null });
    void send(query, [], null);
  }, [location.pathname, navigate, send]);

  const ask = (text: string) => {
    if (pending) return;
    void send(text, messages, transcriptId);
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const text = sendableText(draft);
    if (!text || pending) return;
    setDraft('');
    ask(text);
  };

  const retry = () => {
    if (!failure || pending) return;
    setDraft((current) => draftOnRetry(current, failure.question));
    void send(failure.question, failure.history, failure.transcriptId);
  };

  const showConversation = (shown: ChatMessage[], id: string | null) => {
    if (pending) return;
    setMessages(shown);
    setTranscriptId(id);
    setFailure(undefined);
  };

  const open = (transcript: AssistantTranscript) => {
    const reopened = reopenedMessages(transcript, nextId.current);
    nextId.current += reopened.length;
    showConversation(reopened, transcript.id);
  };

  const chips = suggestedQuestions(messages, assistantPrompts.suggestions);
  const capUsage = failure?.refusal.capped ? capBanner() : null;

  return (
    <section className={styles.page} aria-labelledby="assistant-title">
      <h1 id="assistant-title">AI Travel Assistant</h1>
      <Banner variant="info" title="About these answers" description={ASSISTANT_DISCLAIMER} />
      <div role="log" aria-live="polite" aria-label="Conversation">
        <ol className={styles.log}>
          {messages.map((message) => (
            <li
              key={message.id}
              className={message.role === 'user' ? styles.question : styles.answer}
              data-role={message.role}
            >
              <p className={styles.speaker}>{message.role === 'user' ? 'You' : 'Assistant'}</p>
              {message.text && <p className={styles.text}>{message.text}</p>}
              {message.role === 'model' && message.complete && (
                <AnswerFooter
                  message={message}
                  question={questionOf(messages, message)}
                  locale={locale}
                  origin={origin}
                />
              )}
            </li>
          ))}
        </ol>
      </div>
      {pending && (
        <div className={styles.pending}>
          <Progress isIndeterminate label="The assistant is answering" />
          <Button variant="secondary" size="sm" onPress={() => answering.current?.abort()}>
            {CHAT_TEXTS.stop}
          </Button>
        </div>
      )}
      {failure && (
        <>
          {capUsage && <UsageBanner usage={capUsage} />}
          <Banner
            variant="danger"
            description={failure.refusal.message}
            action={
              failure.refusal.retryable ? (
                <Button size="sm" variant="secondary" isDisabled={pending} onPress={retry}>
                  {CHAT_TEXTS.retry}
                </Button>
              ) : undefined
            }
          />
        </>
      )}
      <form className={styles.composer} onSubmit={submit} noValidate>
        <TextArea
          label="Your question"
          description="Enter sends; Shift+Enter starts a new line."
          placeholder="What is the emergency number in France?"
          value={draft}
          onChange={setDraft}
          maxHeight={240}
          onKeyDown={(event) => {
            if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) {
              event.continuePropagation();
              return;
            }
            event.preventDefault();
            submit();
          }}
        />
        <div className={styles.actions}>
          <Button type="submit" isDisabled={sendableText(draft) === null || pending}>
            Send
          </Button>
          {messages.length > 0 && (
            <Button variant="ghost" isDisabled={pending} onPress={() => showConversation([], null)}>
              New conversation
            </Button>
          )}
        </div>
      </form>
      {chips.length > 0 && (
        <ul className={styles.chips} aria-label={CHAT_TEXTS.suggestions}>
          {chips.map((chip) => (
            <li key={chip}>
              <Button variant="secondary" size="sm" isDisabled={pending} onPress={() => ask(chip)}>
                {chip}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {authStatus === 'signed-in' && (
        <YourConversations
          openId={transcriptId}
          refreshKey={keptChanges}
          isBusy={pending}
          onOpen={open}
          onDeleted={(id) => {
            if (id === transcriptId) showConversation([], null);
          }}
        />
      )}
      {authStatus === 'signed-out' && (
        <p className={styles.note}>
          {TRANSCRIPT_TEXTS.signIn} <Link href="/auth">Sign in</Link>
        </p>
      )}
    </section>
  );
}

interface AnswerFooterProps {
  message: ChatMessage;
  question: string;
  locale: string;
  origin: string;
}

function AnswerFooter({ message, question, locale, origin }: AnswerFooterProps) {
  const saveItem = answerSaveItem(question, message);
  const shareText = answerShareText(question, message);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(shareText);
      toast.success({ title: CHAT_TEXTS.copied, description: CHAT_TEXTS.copiedDescription });
    } catch {
      toast.error({ title: CHAT_TEXTS.copyFailed, description: CHAT_TEXTS.copyFailedDescription });
    }
  };
  const share = async () => {
    const { toast: said } = await shareContent({
      title: CHAT_TEXTS.savedTitle(question),
      text: shareText,
      url: `${origin}/assistant`,
    });
    if (said) toast[said.variant]({ title: said.title, description: said.description });
  };
  return (
    <>
      {message.stopped && <p className={styles.note}>{stoppedNote(message)}</p>}
      {message.offline && <p className={styles.note}>{OFFLINE_NOTE}</p>}
      {message.sources.length > 0 && (
        <div className={styles.sources}>
          <p className={styles.sourcesTitle}>Sources</p>
          <ul>
            {message.sources.map((source) => (
              <li key={source.label}>
                <Link href={source.url} isExternal>
                  {source.label}
                </Link>
                {` (data of ${formatDataDate(source.dataDate, locale)})`}
              </li>
            ))}
          </ul>
        </div>
      )}
      {isFinishedAnswer(message) && (
        <div className={styles.answerActions}>
          <Button
            variant="ghost"
            size="sm"
            aria-label={CHAT_TEXTS.copyLabel}
            onPress={() => void copy()}
          >
            {CHAT_TEXTS.copy}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label={CHAT_TEXTS.shareLabel}
            onPress={() => void share()}
          >
            {CHAT_TEXTS.share}
          </Button>
          {saveItem && <SaveButton item={saveItem} />}
        </div>
      )}
    </>
  );
}
