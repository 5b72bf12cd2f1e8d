import { fill, plural, type Message } from '../../internal/messages';
import type enUS from './en-US';

export default {
  timeLeft: 'Temps restant',
  days: 'Jours',
  hours: 'Heures',
  minutes: 'Minutes',
  seconds: 'Secondes',
  dayCount: (variables) => plural('fr', variables, { one: '# jour', other: '# jours' }),
  hourCount: (variables) => plural('fr', variables, { one: '# heure', other: '# heures' }),
  minuteCount: (variables) => plural('fr', variables, { one: '# minute', other: '# minutes' }),
  remaining: (variables) => fill('Il reste {days}, {hours} et {minutes}', variables),
  lessThanAMinute: 'Il reste moins d’une minute',
  timeIsUp: 'Le temps est écoulé',
} satisfies Record<keyof typeof enUS, Message>;
