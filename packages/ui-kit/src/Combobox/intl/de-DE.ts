import type { Message } from '../../internal/messages';
import type enUS from './en-US';

export default {
  loading: 'Wird geladen…',
  noResults: 'Keine Ergebnisse',
  unavailable: 'Vorschläge sind gerade nicht verfügbar.',
} satisfies Record<keyof typeof enUS, Message>;
