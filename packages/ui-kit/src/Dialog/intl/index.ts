import type { LocalizedMessages } from '../../internal/messages';
import deDE from './de-DE';
import enUS from './en-US';
import esES from './es-ES';
import frFR from './fr-FR';

export type DialogMessageKey = keyof typeof enUS;

/** Dialog and ConfirmDialog's built-in texts by locale (see internal/messages.ts). */
export const dialogMessages: LocalizedMessages<DialogMessageKey> = {
  'en-US': enUS,
  'fr-FR': frFR,
  'de-DE': deDE,
  'es-ES': esES,
};
