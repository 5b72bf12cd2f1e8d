import type { Message } from '../../internal/messages';
import type enUS from './en-US';

export default {
  newTabHint: '(s’ouvre dans un nouvel onglet)',
} satisfies Record<keyof typeof enUS, Message>;
