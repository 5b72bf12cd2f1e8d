/**
 * A travel phrasebook: about 190 English phrases and their translations into 24 languages by the
 * Hitchwiki Phrasebook translators (see SOURCE.md). Pure lookups over the converted file; a phrase
 * a language has no translation for is left out of that language, never filled from another.
 */
import { MOST_SPOKEN_LANGUAGES } from './mostSpoken';
import phrasebook from './phrasebook.json';

export {
  MOST_SPOKEN_LANGUAGES,
  mostSpokenLanguages,
  speakersByLanguage,
  SPEAKERS_SOURCE,
  type SpokenLanguage,
} from './mostSpoken';

/** The categories convert.mjs assigns (its CATEGORY_RULES), in the order a traveller needs them. */
export const PHRASE_CATEGORIES = [
  'greetings',
  'basics',
  'emergencies',
  'health',
  'directions',
  'transport',
  'food',
  'sleep',
  'places',
  'money',
  'time',
  'numbers',
  'questions',
  'conversation',
  'hitchhiking',
] as const;
export type PhraseCategory = (typeof PHRASE_CATEGORIES)[number];

export interface PhrasebookLanguage {
  /** BCP 47 tag, language and region (`pt-BR` and `pt-PT` are both shipped). */
  tag: string;
  /** The language's name in English, e.g. "French (France)". */
  name: string;
  /** The language's name in itself, e.g. "français (France)". */
  nativeName: string;
  /** The day its translations were last revised (the catalogue's PO-Revision-Date). */
  revised: string;
  phraseCount: number;
}

export interface Phrase {
  id: string;
  english: string;
  category: PhraseCategory;
  /** The translation into the language asked for. */
  text: string;
}

interface StoredPhrase {
  id: string;
  english: string;
  category: string;
  translations: Readonly<Record<string, string | undefined>>;
}

const categories: ReadonlySet<string> = new Set(PHRASE_CATEGORIES);
export const isPhraseCategory = (value: string): value is PhraseCategory => categories.has(value);

const storedPhrases: readonly StoredPhrase[] = phrasebook.phrases;
for (const { id, category } of storedPhrases) {
  // The file is generated: a category the code does not know means the two have drifted apart.
  if (!isPhraseCategory(category)) throw new Error(`phrase ${id} has unknown category ${category}`);
}

const englishNames = new Intl.DisplayNames(['en'], { type: 'language' });
const nativeName = (tag: string) =>
  new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? tag;

/** Every language with translations, sorted by English name. */
export const PHRASEBOOK_LANGUAGES: readonly PhrasebookLanguage[] = phrasebook.languages
  .map(({ tag, revised, translated }) => ({
    tag,
    name: englishNames.of(tag) ?? tag,
    nativeName: nativeName(tag),
    revised,
    phraseCount: translated,
  }))
  .sort((a, b) => a.name.localeCompare(b.name, 'en'));

const revisedDates = phrasebook.languages.map(({ revised }) => revised).sort();

/** The dataset's provenance, shown with every answer. */
export const PHRASEBOOK_SOURCE = {
  label: 'Source: Hitchwiki Phrasebook translators (CC BY-SA 3.0), translations 2013–14',
  credit: 'Hitchwiki Phrasebook translators',
  licence: 'CC BY-SA 3.0 (translations)',
  licenceUrl: 'https://creativecommons.org/licenses/by-sa/3.0/',
  datasetUrl: 'https://github.com/Hitchwiki/Phrasebook',
  commit: phrasebook.commit,
  /** The oldest and newest revision of a language's translations (YYYY-MM-DD). */
  firstRevised: revisedDates[0] ?? '',
  dataDate: revisedDates.at(-1) ?? '',
} as const;

const primary = (tag: string) => tag.split('-')[0]?.toLowerCase() ?? '';

/** The most-spoken languages with no translations here (English is the phrases' own language). */
export const MISSING_MOST_SPOKEN_LANGUAGES: readonly string[] = MOST_SPOKEN_LANGUAGES.filter(
  ({ code }) => code !== 'en' && !phrasebook.languages.some(({ tag }) => primary(tag) === code),
).map(({ name }) => name);

const byTag = new Map(
  PHRASEBOOK_LANGUAGES.map((language) => [language.tag.toLowerCase(), language]),
);

/**
 * The shipped language a tag names: case and `_` or `-` do not matter (`fr_fr`, `FR-FR`), and a
 * bare language (`fr`, `pt`) means its most complete catalogue (`pt` is pt-PT: 187 phrases
 * against pt-BR's 85). Undefined when none matches.
 */
export function findPhrasebookLanguage(tag: string): PhrasebookLanguage | undefined {
  const wanted = tag.trim().replace(/_/g, '-').toLowerCase();
  if (!wanted) return undefined;
  const exact = byTag.get(wanted);
  if (exact || wanted.includes('-')) return exact;
  return PHRASEBOOK_LANGUAGES.filter((language) => primary(language.tag) === wanted).sort(
    (a, b) => b.phraseCount - a.phraseCount,
  )[0];
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    // "don't" matches "dont": an apostrophe joins, other punctuation separates.
    .replace(/['’]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .toLowerCase()
    .trim();

const foldedEnglish = new Map(storedPhrases.map(({ id, english }) => [id, fold(english)]));

export interface PhraseFilter {
  category?: PhraseCategory;
  /** Words to find in the English text (case, accents and punctuation ignored); all must match. */
  query?: string;
}

/**
 * A language's phrases (a shipped tag, as `findPhrasebookLanguage` returns it), in the source's
 * order, narrowed to one category and to the English texts holding every word of `query`.
 */
export function phrasesFor(tag: string, { category, query }: PhraseFilter = {}): Phrase[] {
  const words = fold(query ?? '')
    .split(' ')
    .filter(Boolean);
  return storedPhrases.flatMap(({ id, english, category: phraseCategory, translations }) => {
    const text = translations[tag];
    if (!text || (category && phraseCategory !== category)) return [];
    const folded = foldedEnglish.get(id) ?? '';
    if (!words.every((word) => folded.includes(word))) return [];
    return [{ id, english, category: phraseCategory as PhraseCategory, text }];
  });
}

/** The categories a language has at least one phrase in, in PHRASE_CATEGORIES' order. */
export function categoriesFor(tag: string): PhraseCategory[] {
  const present = new Set(phrasesFor(tag).map(({ category }) => category));
  return PHRASE_CATEGORIES.filter((category) => present.has(category));
}
