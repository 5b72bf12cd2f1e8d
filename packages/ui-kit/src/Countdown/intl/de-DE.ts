import { fill, plural, type Message } from '../../internal/messages';
import type enUS from './en-US';

export default {
  timeLeft: 'Verbleibende Zeit',
  days: 'Tage',
  hours: 'Stunden',
  minutes: 'Minuten',
  seconds: 'Sekunden',
  dayCount: (variables) => plural('de', variables, { one: '# Tag', other: '# Tage' }),
  hourCount: (variables) => plural('de', variables, { one: '# Stunde', other: '# Stunden' }),
  minuteCount: (variables) => plural('de', variables, { one: '# Minute', other: '# Minuten' }),
  remaining: (variables) => fill('Noch {days}, {hours} und {minutes}', variables),
  lessThanAMinute: 'Noch weniger als eine Minute',
  timeIsUp: 'Die Zeit ist abgelaufen',
} satisfies Record<keyof typeof enUS, Message>;
