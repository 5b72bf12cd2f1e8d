import deDE from './de-DE';
import enUS from './en-US';
import esES from './es-ES';
import frFR from './fr-FR';

/** The embed stand-ins' texts by locale, for react-aria's `useLocalizedStringFormatter`. */
export const lightKitMessages: { 'en-US': typeof enUS } & Record<string, typeof enUS> = {
  'en-US': enUS,
  'fr-FR': frFR,
  'de-DE': deDE,
  'es-ES': esES,
};
