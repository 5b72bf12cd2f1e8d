import type { ChatMessage } from './conversation';

/** For tests: an answer still arriving, with `change` applied (a question is `role: 'user'`). */
export const chatMessage = (change: Partial<ChatMessage>): ChatMessage => ({
  id: 1,
  role: 'model',
  text: '',
  sources: [],
  offline: false,
  complete: false,
  stopped: false,
  ...change,
});
