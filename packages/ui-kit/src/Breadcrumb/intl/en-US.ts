import type { Message } from '../../internal/messages';

export default {
  breadcrumb: 'Breadcrumb',
} satisfies Record<string, Message>;
