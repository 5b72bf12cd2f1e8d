import type { Message } from '../../internal/messages';

export default {
  theme: 'Theme',
  light: 'Light',
  dark: 'Dark',
  system: 'System',
} satisfies Record<string, Message>;
