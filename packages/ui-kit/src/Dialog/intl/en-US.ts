import type { Message } from '../../internal/messages';

export default {
  close: 'Close',
  confirm: 'Confirm',
  cancel: 'Cancel',
} satisfies Record<string, Message>;
