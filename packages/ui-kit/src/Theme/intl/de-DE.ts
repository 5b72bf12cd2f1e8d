import type { Message } from '../../internal/messages';
import type enUS from './en-US';

export default {
  theme: 'Design',
  light: 'Hell',
  dark: 'Dunkel',
  system: 'System',
} satisfies Record<keyof typeof enUS, Message>;
