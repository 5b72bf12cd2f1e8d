import type { Message } from '../../internal/messages';
import type enUS from './en-US';

export default {
  breadcrumb: 'Ruta de navegación',
} satisfies Record<keyof typeof enUS, Message>;
