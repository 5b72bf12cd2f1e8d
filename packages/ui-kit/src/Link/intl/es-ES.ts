import type { Message } from '../../internal/messages';
import type enUS from './en-US';

export default {
  newTabHint: '(se abre en una pestaña nueva)',
} satisfies Record<keyof typeof enUS, Message>;
