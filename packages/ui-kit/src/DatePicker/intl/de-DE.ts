import type { Message } from '../../internal/messages';
import type enUS from './en-US';

export default {
  endBeforeStart: 'Das Enddatum darf nicht vor dem Startdatum liegen.',
} satisfies Record<keyof typeof enUS, Message>;
