import type { Message } from '../../internal/messages';

export default {
  backToTop: 'Back to top',
} satisfies Record<string, Message>;
