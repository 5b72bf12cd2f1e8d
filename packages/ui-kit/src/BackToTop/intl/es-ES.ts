import type { Message } from '../../internal/messages';
import type enUS from './en-US';

export default {
  backToTop: 'Volver arriba',
} satisfies Record<keyof typeof enUS, Message>;
