import type { Message } from '../../internal/messages';
import type enUS from './en-US';

export default {
  close: 'Fermer',
  confirm: 'Confirmer',
  cancel: 'Annuler',
} satisfies Record<keyof typeof enUS, Message>;
