import type { Message } from '../../internal/messages';
import type enUS from './en-US';

export default {
  theme: 'Tema',
  light: 'Claro',
  dark: 'Oscuro',
  system: 'Sistema',
} satisfies Record<keyof typeof enUS, Message>;
