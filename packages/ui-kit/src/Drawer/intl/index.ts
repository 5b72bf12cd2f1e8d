import type { LocalizedMessages } from '../../internal/messages';
import deDE from './de-DE';
import enUS from './en-US';
import esES from './es-ES';
import frFR from './fr-FR';

export type DrawerMessageKey = keyof typeof enUS;

/** Drawer's built-in texts by locale (see internal/messages.ts). */
export const drawerMessages: LocalizedMessages<DrawerMessageKey> = {
  'en-US': enUS,
  'fr-FR': frFR,
  'de-DE': deDE,
  'es-ES': esES,
};
