import type { PhrasebookAnswer, PhrasebookPhrase, PhraseCategory } from '@voyagent/contracts';
import {
  Banner,
  Button,
  Card,
  Link,
  Progress,
  Select,
  TextField,
  useLocale,
} from '@voyagent/ui-kit';
import { useEffect, useState } from 'react';
import { backend } from '../firebase/callables';
import { useCopyIndicator } from '../location/useCopyIndicator';
import {
  ALL_CATEGORIES,
  DEFAULT_PHRASEBOOK_LANGUAGE,
  categoryChoices,
  languageLabel,
  phraseCountLine,
} from '../translate/phrasebookView';
import { useSpeech } from '../translate/useSpeech';
import { formatDataDate } from '../travelTools/visaAnswer';
import styles from '../translate/translate.module.css';
import toolStyles from '../travelTools/travelTools.module.css';

const FAILED = 'The phrasebook is unavailable right now. Please try again.';
/** How long the search waits for typing to pause before asking the backend. */
const SEARCH_PAUSE_MS = 250;
const ASSISTANT_PATH = '/assistant';

type Loaded = { kind: 'answered'; answer: PhrasebookAnswer } | { kind: 'refused'; message: string };

/**
 * One `phrasebook-lookup` per language, category and search; `current` is false while the answer
 * shown is for an older request (an older request's late answer is dropped).
 */
function usePhrasebook(
  language: string,
  category: PhraseCategory | undefined,
  query: string,
): { loaded?: Loaded; current: boolean; lastAnswer?: PhrasebookAnswer } {
  const key = JSON.stringify([language, category, query]);
  const [loaded, setLoaded] = useState<{ key: string; loaded: Loaded }>();
  // The pickers stay on the last good answer's lists when a later lookup fails.
  const [lastAnswer, setLastAnswer] = useState<PhrasebookAnswer>();
  useEffect(() => {
    let current = true;
    backend
      .phrasebookLookup({
        language,
        ...(category ? { category } : {}),
        ...(query ? { query } : {}),
      })
      .then(
        (answer) => {
          if (!current) return;
          setLoaded({ key, loaded: { kind: 'answered', answer } });
          setLastAnswer(answer);
        },
        (error: unknown) => {
          if (!current) return;
          const { code, message } = error as { code?: string; message?: string };
          const text = code === 'functions/invalid-argument' && message ? message : FAILED;
          setLoaded({ key, loaded: { kind: 'refused', message: text } });
        },
      );
    return () => {
      current = false;
    };
  }, [key, language, category, query]);
  return { loaded: loaded?.loaded, current: loaded?.key === key, lastAnswer };
}

/**
 * /translate (issue 13 item 6): the travel phrasebook. A language, a category and an English
 * search pick phrases from `phrasebook-lookup`; each shows its translation (marked with its
 * language for screen readers and speech), a Speak button where the browser has a voice for that
 * language, and a Copy button. The source, the translations' date and the dataset's gaps (no
 * food-allergy phrases, six of CLDR's ten most-spoken languages missing) are always shown.
 */
export function TranslatePage() {
  const { locale } = useLocale();
  const [language, setLanguage] = useState(DEFAULT_PHRASEBOOK_LANGUAGE);
  const [category, setCategory] = useState<PhraseCategory>();
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');

  useEffect(() => {
    const timer = setTimeout(() => setQuery(search.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const { loaded, current, lastAnswer } = usePhrasebook(language, category, query);
  const answer = loaded?.kind === 'answered' ? loaded.answer : undefined;

  return (
    <section className={toolStyles.page} aria-labelledby="translate-title">
      <h1 id="translate-title">Translate</h1>
      <p className={toolStyles.lead}>
        Travel phrases with their translations by community translators: pick a language, then a
        category or search in English.
      </p>
      {lastAnswer && (
        <div className={toolStyles.fields}>
          <Select
            label="Language"
            items={lastAnswer.languages.map((item) => ({
              id: item.tag,
              label: languageLabel(item),
            }))}
            selectedKey={language}
            onSelectionChange={(key) => {
              if (typeof key === 'string') setLanguage(key);
            }}
          />
          <Select
            label="Category"
            items={categoryChoices(lastAnswer.categories, category)}
            selectedKey={category ?? ALL_CATEGORIES}
            onSelectionChange={(key) =>
              setCategory([...lastAnswer.categories, category].find((item) => item === key))
            }
          />
          <TextField label="Search in English" type="search" value={search} onChange={setSearch} />
        </div>
      )}
      {lastAnswer && (
        <div data-testid="phrasebook-gaps">
          <Banner variant="warning" title="Not in this phrasebook" description={lastAnswer.gaps} />
        </div>
      )}
      {!current && <Progress isIndeterminate label="Loading phrases" />}
      {loaded?.kind === 'refused' && <Banner variant="danger" description={loaded.message} />}
      {answer && <PhraseList answer={answer} />}
      {answer && (
        <p className={toolStyles.source} data-testid="phrasebook-source">
          {`${answer.source.label}; ${answer.language.name} revised ${formatDataDate(answer.source.dataDate, locale)}. ${answer.notice} `}
          <Link href={answer.source.datasetUrl} isExternal>
            Hitchwiki Phrasebook
          </Link>
          {' · '}
          <Link href={answer.source.licenceUrl} isExternal>
            {answer.source.licence}
          </Link>
        </p>
      )}
      <p>
        {'Need a sentence that is not here? Free-text translation needs the AI assistant: '}
        <Link href={ASSISTANT_PATH}>ask the assistant</Link>.
      </p>
    </section>
  );
}

function PhraseList({ answer }: { answer: PhrasebookAnswer }) {
  const speak = useSpeech(answer.language.tag);
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  const { state, copy, failure } = useCopyIndicator(clipboard);
  const [copied, setCopied] = useState<string>();
  return (
    <Card as="section" aria-labelledby="phrases-title" className={toolStyles.answer}>
      <h2 id="phrases-title" aria-live="polite" data-testid="phrase-count">
        {phraseCountLine(answer.phrases.length, answer.language)}
      </h2>
      {answer.phrases.length === 0 && (
        <p>
          {answer.query
            ? `No phrase matches “${answer.query}”. Try another word, or all categories.`
            : 'No phrase in this category for this language.'}
        </p>
      )}
      <p role="status" className={styles.status}>
        {state === 'copied' && copied ? `Copied “${copied}”` : (failure ?? '')}
      </p>
      <ul className={toolStyles.list} aria-label="Phrases">
        {answer.phrases.map((phrase) => (
          <PhraseCard
            key={phrase.id}
            phrase={phrase}
            tag={answer.language.tag}
            speak={speak}
            copy={
              clipboard &&
              (() => {
                setCopied(phrase.text);
                void copy(phrase.text);
              })
            }
          />
        ))}
      </ul>
    </Card>
  );
}

function PhraseCard({
  phrase,
  tag,
  speak,
  copy,
}: {
  phrase: PhrasebookPhrase;
  tag: string;
  speak: ((text: string) => void) | undefined;
  copy: (() => void) | undefined;
}) {
  return (
    <li className={styles.phrase} data-testid="phrase">
      <p className={styles.english}>{phrase.english}</p>
      <p className={styles.translation} lang={tag}>
        {phrase.text}
      </p>
      <div className={styles.actions}>
        {speak && (
          <Button
            variant="secondary"
            size="sm"
            aria-label={`Speak “${phrase.text}”`}
            onPress={() => speak(phrase.text)}
          >
            Speak
          </Button>
        )}
        {copy && (
          <Button variant="secondary" size="sm" aria-label={`Copy “${phrase.text}”`} onPress={copy}>
            Copy
          </Button>
        )}
      </div>
    </li>
  );
}
