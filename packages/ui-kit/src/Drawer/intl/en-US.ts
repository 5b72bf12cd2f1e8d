import type { Message } from '../../internal/messages';

export default {
  close: 'Close',
} satisfies Record<string, Message>;
