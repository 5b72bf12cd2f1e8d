import type { Message } from '../../internal/messages';
import type enUS from './en-US';

export default {
  endBeforeStart: 'La date de fin ne peut pas précéder la date de début.',
} satisfies Record<keyof typeof enUS, Message>;
