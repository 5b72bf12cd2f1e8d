/**
 * `phrasebook-lookup` (issue 13 item 6): a language's travel phrases from the Hitchwiki Phrasebook
 * dataset in @voyagent/travel-data/phrasebook, by category and English search text, with the
 * source, the language's revision date and the dataset's gaps. One pure rule, `answerPhrasebook`,
 * serves the function; the assistant's tool reads the same dataset.
 */
import {
  MISSING_MOST_SPOKEN_LANGUAGES,
  PHRASEBOOK_LANGUAGES,
  PHRASEBOOK_SOURCE,
  PHRASE_CATEGORIES,
  SPEAKERS_SOURCE,
  categoriesFor,
  findPhrasebookLanguage,
  phrasesFor,
  type PhraseCategory,
} from '@voyagent/travel-data/phrasebook';
import { z } from 'zod';
import { defineCallableContract } from './contract';
import { FUNCTION_NAMES } from './names';
import { requestObject, storableText } from './payload';

export { PHRASE_CATEGORIES, type PhraseCategory } from '@voyagent/travel-data/phrasebook';

/** The longest search text: longer than any phrase the dataset holds. */
export const PHRASEBOOK_QUERY_MAX_LENGTH = 100;

export const PHRASEBOOK_TEXTS = {
  // Each starts with its field's name, so the callable layer sends it as it is.
  unknownLanguage:
    'language is not one we have a phrasebook for: use a language tag such as fr-FR or es.',
  unknownCategory: `category must be one of ${PHRASE_CATEGORIES.join(', ')}.`,
  request:
    'Send {language, category?, query?}: a language tag such as fr-FR, e.g. {"language":"fr-FR"}.',
  /** What the dataset lacks, shown with every answer (SOURCE.md, "Coverage and gaps"). */
  gaps: (missing: readonly string[]) =>
    `Not covered yet: food-allergy phrases, and ${new Intl.ListFormat('en', { type: 'disjunction' }).format(missing)} (${missing.length} of the ten most-spoken languages by ${SPEAKERS_SOURCE.label}, ${SPEAKERS_SOURCE.package}).`,
  /** The translations are a community's, not checked by us. */
  notice: 'Community translations from 2013–14: a native speaker may phrase things differently.',
} as const;

const phrase = z.strictObject({
  id: z.string(),
  english: z.string(),
  category: z.enum(PHRASE_CATEGORIES),
  text: z.string(),
});
export type PhrasebookPhrase = z.infer<typeof phrase>;

const language = z.strictObject({
  tag: z.string(),
  name: z.string(),
  nativeName: z.string(),
  revised: z.string(),
  phraseCount: z.number().int().nonnegative(),
});
export type PhrasebookLanguageInfo = z.infer<typeof language>;

export const phrasebookAnswer = z.strictObject({
  /** The language answered, by its canonical tag (a bare `fr` answers fr-FR). */
  language,
  category: z.enum(PHRASE_CATEGORIES).nullable(),
  query: z.string().nullable(),
  phrases: z.array(phrase),
  /** The categories this language has phrases in, whatever the filter. */
  categories: z.array(z.enum(PHRASE_CATEGORIES)),
  /** Every language the phrasebook has, for a language picker. */
  languages: z.array(language),
  /** Of the ten most-spoken languages, those with no translations here. */
  missingLanguages: z.array(z.string()),
  gaps: z.string(),
  notice: z.string(),
  source: z.strictObject({
    label: z.string(),
    credit: z.string(),
    licence: z.string(),
    licenceUrl: z.string(),
    datasetUrl: z.string(),
    /** The day this language's translations were last revised (YYYY-MM-DD). */
    dataDate: z.string(),
  }),
});
export type PhrasebookAnswer = z.infer<typeof phrasebookAnswer>;

/** `phrasebook-lookup` {language, category?, query?} → the phrases with their source and date. */
export const phrasebookLookup = defineCallableContract({
  name: FUNCTION_NAMES.phrasebookLookup,
  access: 'public',
  request: requestObject(
    {
      language: z
        .string({
          error: (issue) =>
            issue.input === undefined ? 'language is required' : 'language must be text',
        })
        .trim()
        .refine(
          (tag) => findPhrasebookLanguage(tag) !== undefined,
          PHRASEBOOK_TEXTS.unknownLanguage,
        ),
      category: z.enum(PHRASE_CATEGORIES, { error: PHRASEBOOK_TEXTS.unknownCategory }).optional(),
      query: z
        .string({ error: 'query must be text' })
        .trim()
        .max(
          PHRASEBOOK_QUERY_MAX_LENGTH,
          `query must be at most ${PHRASEBOOK_QUERY_MAX_LENGTH} characters`,
        )
        .refine(...storableText('query'))
        .optional(),
    },
    PHRASEBOOK_TEXTS.request,
  ),
  response: phrasebookAnswer,
  errors: PHRASEBOOK_TEXTS,
});

/**
 * The pure rule behind `phrasebook-lookup`: `tag` already validated (a language the dataset has);
 * an empty query means no search.
 */
export function answerPhrasebook(
  tag: string,
  { category, query }: { category?: PhraseCategory; query?: string } = {},
): PhrasebookAnswer {
  const found = findPhrasebookLanguage(tag);
  if (!found) throw new Error(`no phrasebook language ${tag}`);
  const search = query?.trim() || undefined;
  return {
    language: found,
    category: category ?? null,
    query: search ?? null,
    phrases: phrasesFor(found.tag, { category, query: search }),
    categories: categoriesFor(found.tag),
    languages: [...PHRASEBOOK_LANGUAGES],
    missingLanguages: [...MISSING_MOST_SPOKEN_LANGUAGES],
    gaps: PHRASEBOOK_TEXTS.gaps(MISSING_MOST_SPOKEN_LANGUAGES),
    notice: PHRASEBOOK_TEXTS.notice,
    source: {
      label: PHRASEBOOK_SOURCE.label,
      credit: PHRASEBOOK_SOURCE.credit,
      licence: PHRASEBOOK_SOURCE.licence,
      licenceUrl: PHRASEBOOK_SOURCE.licenceUrl,
      datasetUrl: PHRASEBOOK_SOURCE.datasetUrl,
      dataDate: found.revised,
    },
  };
}
