import type { Message } from '../../internal/messages';

export default {
  loading: 'Loading…',
  noResults: 'No results',
  unavailable: 'Suggestions are unavailable right now.',
} satisfies Record<string, Message>;
