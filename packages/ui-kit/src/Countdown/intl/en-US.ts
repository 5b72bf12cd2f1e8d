import { fill, plural, type Message } from '../../internal/messages';

export default {
  timeLeft: 'Time left',
  days: 'Days',
  hours: 'Hours',
  minutes: 'Minutes',
  seconds: 'Seconds',
  dayCount: (variables) => plural('en', variables, { one: '# day', other: '# days' }),
  hourCount: (variables) => plural('en', variables, { one: '# hour', other: '# hours' }),
  minuteCount: (variables) => plural('en', variables, { one: '# minute', other: '# minutes' }),
  remaining: (variables) => fill('{days}, {hours}, {minutes} left', variables),
  lessThanAMinute: 'Less than a minute left',
  timeIsUp: 'Time is up',
} satisfies Record<string, Message>;
