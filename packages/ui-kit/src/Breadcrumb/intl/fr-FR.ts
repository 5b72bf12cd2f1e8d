import type { Message } from '../../internal/messages';
import type enUS from './en-US';

export default {
  breadcrumb: 'Fil d’Ariane',
} satisfies Record<keyof typeof enUS, Message>;
