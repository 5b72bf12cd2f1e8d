import type { Message } from '../messages';
import deDE from './de-DE';
import enUS from './en-US';
import esES from './es-ES';
import frFR from './fr-FR';

export type ReviewMessageKey = keyof typeof enUS;

/**
 * The review widgets' texts by locale. react-aria falls back to the same language (fr-CA gets
 * fr-FR), then to en-US, the specification's English.
 */
export const reviewMessages: { 'en-US': Record<ReviewMessageKey, Message> } & Record<
  string,
  Record<ReviewMessageKey, Message>
> = {
  'en-US': enUS,
  'fr-FR': frFR,
  'de-DE': deDE,
  'es-ES': esES,
};
