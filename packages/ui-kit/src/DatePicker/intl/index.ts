import type { LocalizedMessages } from '../../internal/messages';
import deDE from './de-DE';
import enUS from './en-US';
import esES from './es-ES';
import frFR from './fr-FR';

export type DatePickerMessageKey = keyof typeof enUS;

/** DateRangePicker's built-in texts by locale (see internal/messages.ts). */
export const datePickerMessages: LocalizedMessages<DatePickerMessageKey> = {
  'en-US': enUS,
  'fr-FR': frFR,
  'de-DE': deDE,
  'es-ES': esES,
};
