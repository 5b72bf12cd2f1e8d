import type { Message } from '../../internal/messages';
import type enUS from './en-US';

export default {
  loading: 'Chargement…',
  noResults: 'Aucun résultat',
  unavailable: 'Les suggestions sont indisponibles pour le moment.',
} satisfies Record<keyof typeof enUS, Message>;
