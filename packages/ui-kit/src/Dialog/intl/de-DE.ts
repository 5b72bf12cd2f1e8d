import type { Message } from '../../internal/messages';
import type enUS from './en-US';

export default {
  close: 'Schließen',
  confirm: 'Bestätigen',
  cancel: 'Abbrechen',
} satisfies Record<keyof typeof enUS, Message>;
