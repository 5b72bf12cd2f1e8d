import type { Message } from '../../internal/messages';

export default {
  newTabHint: '(opens in new tab)',
} satisfies Record<string, Message>;
