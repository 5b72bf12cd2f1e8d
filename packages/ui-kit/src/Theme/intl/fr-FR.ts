import type { Message } from '../../internal/messages';
import type enUS from './en-US';

export default {
  theme: 'Thème',
  light: 'Clair',
  dark: 'Sombre',
  system: 'Système',
} satisfies Record<keyof typeof enUS, Message>;
