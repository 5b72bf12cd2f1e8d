import deDE from './de-DE';
import enUS from './en-US';
import esES from './es-ES';
import frFR from './fr-FR';

export type SearchFormMessageKey = keyof typeof enUS;

/**
 * The search forms' texts by locale, for react-aria's `useLocalizedStringFormatter` (as ui-kit's
 * components and the review widgets keep theirs). react-aria falls back to the same language
 * (fr-CA gets fr-FR), then to en-US.
 */
export const searchFormMessages: { 'en-US': Record<SearchFormMessageKey, string> } & Record<
  string,
  Record<SearchFormMessageKey, string>
> = {
  'en-US': enUS,
  'fr-FR': frFR,
  'de-DE': deDE,
  'es-ES': esES,
};
