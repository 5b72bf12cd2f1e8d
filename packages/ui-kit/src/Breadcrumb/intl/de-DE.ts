import type { Message } from '../../internal/messages';
import type enUS from './en-US';

export default {
  breadcrumb: 'Brotkrümelnavigation',
} satisfies Record<keyof typeof enUS, Message>;
