import type { Message } from '../../internal/messages';
import type enUS from './en-US';

export default {
  close: 'Cerrar',
} satisfies Record<keyof typeof enUS, Message>;
