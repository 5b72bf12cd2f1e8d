import type { Message } from '../../internal/messages';
import type enUS from './en-US';

export default {
  newTabHint: '(öffnet in neuem Tab)',
} satisfies Record<keyof typeof enUS, Message>;
