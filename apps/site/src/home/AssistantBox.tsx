import { assistantPrompts } from '@voyagent/contracts/content';
import { Button, Card, Link, TextArea } from '@voyagent/ui-kit';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { assistantNavigationState, sendableText } from '../assistant/conversation';
import { PRODUCT_NAME } from '../routes/siteRoutes';
import { QUICK_ANSWER } from './homeFaq';
import styles from './home.module.css';
import { useTypedPlaceholder } from './useTypedPlaceholder';

/**
 * The home page's assistant box (shell.md §2, §5, §9): a question typed here, or one of the eight
 * suggestion chips, opens /assistant with it in the navigation state, which asks it at once.
 * Enter sends and Shift+Enter starts a line; a blank question is never sent. The placeholder types
 * example questions in turn unless the visitor prefers reduced motion.
 */
export function AssistantBox() {
  const navigate = useNavigate();
  const titleId = useId();
  const [draft, setDraft] = useState('');
  const placeholder = useTypedPlaceholder(assistantPrompts.placeholders, draft === '');

  const ask = (text: string) => {
    const question = sendableText(text);
    if (question) void navigate('/assistant', { state: assistantNavigationState(question) });
  };
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    ask(draft);
  };

  return (
    <Card as="section" aria-labelledby={titleId} className={styles.assistantBox}>
      <h2 id={titleId} className={styles.sectionTitle}>
        Ask the travel assistant
      </h2>
      <form className={styles.composer} onSubmit={submit} noValidate>
        <TextArea
          label="Your travel question"
          description="Enter sends; Shift+Enter starts a new line."
          placeholder={placeholder}
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
        <Button type="submit" isDisabled={sendableText(draft) === null}>
          Ask
        </Button>
      </form>
      <ul className={styles.chips} aria-label="Suggested questions">
        {assistantPrompts.suggestions.map((suggestion) => (
          <li key={suggestion}>
            <Button variant="secondary" size="sm" onPress={() => ask(suggestion)}>
              {suggestion}
            </Button>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/**
 * The quick-answer card (shell.md §2): the question most visitors arrive with, answered in the
 * paragraph under it, as answer engines read a quick answer.
 */
export function QuickAnswerCard() {
  const titleId = useId();
  const { question, answer } = QUICK_ANSWER;
  return (
    <Card as="section" aria-labelledby={titleId} className={styles.quickAnswer}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {question}
      </h2>
      <p>{answer}</p>
      <Link href={`/how-${PRODUCT_NAME.toLowerCase()}-works`} variant="standalone">
        How it works
      </Link>
    </Card>
  );
}
