import type { PhrasebookLanguageInfo, PhraseCategory } from '@voyagent/contracts';

/** The language the page opens on: the phrasebook's fullest Spanish, a language most travellers meet. */
export const DEFAULT_PHRASEBOOK_LANGUAGE = 'es-ES';

/** The category filter's value for "every category". */
export const ALL_CATEGORIES = 'all';

const CATEGORY_LABELS: Readonly<Record<PhraseCategory, string>> = {
  greetings: 'Greetings',
  basics: 'Basics',
  emergencies: 'Emergencies',
  health: 'Health',
  directions: 'Directions',
  transport: 'Transport',
  food: 'Food and drink',
  sleep: 'Sleeping',
  places: 'Places',
  money: 'Money',
  time: 'Time',
  numbers: 'Numbers',
  questions: 'Questions',
  conversation: 'Conversation',
  hitchhiking: 'Hitchhiking',
};

export const categoryLabel = (category: PhraseCategory): string => CATEGORY_LABELS[category];

/**
 * The category filter's choices: every category the language has, and the chosen one even when
 * the language lacks it (pt-BR has no numbers), so switching language keeps the filter visible.
 */
export function categoryChoices(
  available: readonly PhraseCategory[],
  chosen: PhraseCategory | undefined,
): { id: string; label: string }[] {
  const categories = chosen && !available.includes(chosen) ? [...available, chosen] : available;
  return [
    { id: ALL_CATEGORIES, label: 'All categories' },
    ...categories.map((category) => ({ id: category, label: categoryLabel(category) })),
  ];
}

/** "French (France) · français (France)": the name a reader of either language recognises. */
export const languageLabel = ({ name, nativeName }: PhrasebookLanguageInfo): string =>
  name.toLowerCase() === nativeName.toLowerCase() ? name : `${name} · ${nativeName}`;

/** "1 phrase in French (France)", "12 phrases in French (France)". */
export function phraseCountLine(count: number, language: PhrasebookLanguageInfo): string {
  return `${count} ${count === 1 ? 'phrase' : 'phrases'} in ${language.name}`;
}
