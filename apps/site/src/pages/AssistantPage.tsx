import { usageBanner, type UsageBannerState } from '@voyagent/account';
import { FREE_DAILY_CAPS } from '@voyagent/contracts/names';
import { Banner, Button, Link, Progress, TextArea, useLocale } from '@voyagent/ui-kit';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { refreshAccount } from '../account/accountStore';
import { deviceFingerprint } from '../account/deviceFingerprint';
import { UsageBanner } from '../account/UsageBanner';
import { askAssistant } from '../assistant/askAssistant';
import styles from '../assistant/assistant.module.css';
import {
  applyChunk,
  ASSISTANT_DISCLAIMER,
  ASSISTANT_FAILED,
  assistantLanguage,
  type ChatMessage,
  initialQuery,
  OFFLINE_NOTE,
  requestMessages,
  sendableText,
} from '../assistant/conversation';
import { useAuthStore } from '../auth/authStore';
import { formatDataDate } from '../travelTools/visaAnswer';

interface Refusal {
  message: string;
  usage?: UsageBannerState;
}

/** The refusal to show for a failed call: the server's own text where it is meant for people. */
function refusalOf(error: unknown): Refusal {
  const { code, message } = error as { code?: string; message?: string };
  if (code === 'functions/resource-exhausted' && message) {
    const cap = FREE_DAILY_CAPS.ai_requests;
    return { message, usage: usageBanner('ai_requests', { count: cap, limit: cap }) ?? undefined };
  }
  if (code === 'functions/invalid-argument' && message) return { message };
  return { message: ASSISTANT_FAILED };
}

/**
 * /assistant (issue 14 item 5): a conversation with the travel assistant. Each answer lists the
 * sources of its facts; a question another page passed in the navigation state is sent once on
 * arrival. Each question counts as one of the day's AI requests.
 */
export function AssistantPage() {
  const { locale } = useLocale();
  const user = useAuthStore((state) => state.user);
  const location = useLocation();
  const navigate = useNavigate();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [draft, setDraft] = useState('');
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<Refusal>();
  const nextId = useRef(0);

  const send = useCallback(
    async (text: string, history: ChatMessage[]) => {
      const question: ChatMessage = {
        id: nextId.current++,
        role: 'user',
        text,
        sources: [],
        offline: false,
        complete: true,
      };
      const answerId = nextId.current++;
      const answer: ChatMessage = {
        id: answerId,
        role: 'model',
        text: '',
        sources: [],
        offline: false,
        complete: false,
      };
      setMessages([...history, question, answer]);
      setPending(true);
      setRefusal(undefined);
      const updateAnswer = (change: (message: ChatMessage) => ChatMessage) =>
        setMessages((current) => current.map((m) => (m.id === answerId ? change(m) : m)));
      try {
        const fingerprint = user ? {} : { fingerprint_hash: await deviceFingerprint() };
        const { offline } = await askAssistant(
          {
            messages: [...requestMessages(history), { role: 'user', text }],
            language: assistantLanguage(locale),
            ...fingerprint,
          },
          (chunk) => updateAnswer((message) => applyChunk(message, chunk)),
        );
        updateAnswer((message) => ({ ...message, offline, complete: true }));
      } catch (error) {
        // Nothing typed is lost: the question goes back into the box, to retry or edit.
        setMessages(history);
        setDraft(text);
        setRefusal(refusalOf(error));
      }
      setPending(false);
      void refreshAccount(user);
    },
    [locale, user],
  );

  // A question passed from another page is sent once, and the state is cleared so that a reload
  // or a return through the history does not ask it again.
  const arrivedWith = useRef<string | null>(initialQuery(location.state));
  useEffect(() => {
    const query = arrivedWith.current;
    if (!query) return;
    arrivedWith.current = null;
    void navigate(location.pathname, { replace: true, state: null });
    void send(query, []);
  }, [location.pathname, navigate, send]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const text = sendableText(draft);
    if (!text || pending) return;
    setDraft('');
    void send(text, messages);
  };

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
                <AnswerFooter message={message} locale={locale} />
              )}
            </li>
          ))}
        </ol>
      </div>
      {pending && <Progress isIndeterminate label="The assistant is answering" />}
      {refusal && (
        <>
          {refusal.usage && <UsageBanner usage={refusal.usage} />}
          <Banner variant="danger" description={refusal.message} />
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
        <Button type="submit" isDisabled={sendableText(draft) === null || pending}>
          Send
        </Button>
      </form>
    </section>
  );
}

function AnswerFooter({ message, locale }: { message: ChatMessage; locale: string }) {
  return (
    <>
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
    </>
  );
}
