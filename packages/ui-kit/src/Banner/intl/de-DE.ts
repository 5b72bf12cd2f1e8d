import type { Message } from '../../internal/messages';
import type enUS from './en-US';

export default {
  dismiss: 'Ausblenden',
} satisfies Record<keyof typeof enUS, Message>;
