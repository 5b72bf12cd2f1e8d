import type { Message } from '../../internal/messages';

export default {
  endBeforeStart: 'The end date cannot be before the start date.',
} satisfies Record<string, Message>;
