import type { Message } from '../../internal/messages';
import type enUS from './en-US';

export default {
  backToTop: 'Nach oben',
} satisfies Record<keyof typeof enUS, Message>;
