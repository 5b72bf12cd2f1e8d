import type { Message } from '../../internal/messages';
import type enUS from './en-US';

export default {
  endBeforeStart: 'La fecha de fin no puede ser anterior a la fecha de inicio.',
} satisfies Record<keyof typeof enUS, Message>;
