import { fill, plural, type Message } from '../../internal/messages';
import type enUS from './en-US';

export default {
  timeLeft: 'Tiempo restante',
  days: 'Días',
  hours: 'Horas',
  minutes: 'Minutos',
  seconds: 'Segundos',
  dayCount: (variables) => plural('es', variables, { one: '# día', other: '# días' }),
  hourCount: (variables) => plural('es', variables, { one: '# hora', other: '# horas' }),
  minuteCount: (variables) => plural('es', variables, { one: '# minuto', other: '# minutos' }),
  remaining: (variables) => fill('Tiempo restante: {days}, {hours} y {minutes}', variables),
  lessThanAMinute: 'Queda menos de un minuto',
  timeIsUp: 'Se acabó el tiempo',
} satisfies Record<keyof typeof enUS, Message>;
