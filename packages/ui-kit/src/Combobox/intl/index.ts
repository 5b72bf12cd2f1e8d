import type { LocalizedMessages } from '../../internal/messages';
import deDE from './de-DE';
import enUS from './en-US';
import esES from './es-ES';
import frFR from './fr-FR';

export type ComboboxMessageKey = keyof typeof enUS;

/** Combobox's built-in texts by locale (see internal/messages.ts). */
export const comboboxMessages: LocalizedMessages<ComboboxMessageKey> = {
  'en-US': enUS,
  'fr-FR': frFR,
  'de-DE': deDE,
  'es-ES': esES,
};
