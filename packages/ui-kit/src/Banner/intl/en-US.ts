import type { Message } from '../../internal/messages';

export default {
  dismiss: 'Dismiss',
} satisfies Record<string, Message>;
