import type { Message } from '../../internal/messages';
import type enUS from './en-US';

export default {
  loading: 'Cargando…',
  noResults: 'Sin resultados',
  unavailable: 'Las sugerencias no están disponibles en este momento.',
} satisfies Record<keyof typeof enUS, Message>;
