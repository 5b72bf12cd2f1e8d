import type { Message } from '../../internal/messages';
import type enUS from './en-US';

export default {
  backToTop: 'Retour en haut',
} satisfies Record<keyof typeof enUS, Message>;
