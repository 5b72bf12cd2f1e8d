import { useEffect, useState } from 'react';
import { useLocalizedStringFormatter } from 'react-aria/useLocalizedStringFormatter';
import { warnInDevelopment } from '../internal/warnInDevelopment';
import {
  countdownAnnouncement,
  endOfWeek,
  isTimeUp,
  isValidDate,
  timeRemaining,
  type TimeRemaining,
} from './countdownTime';
import { countdownMessages, type CountdownMessageKey } from './intl';
import styles from './Countdown.module.css';

const TICK_MS = 1000;

export interface CountdownProps {
  /** When the countdown reaches zero. Defaults to the end of the current week (shell.md §4). */
  target?: Date;
  /** Accessible name of the timer, e.g. "Offer ends in"; "Time left" in the locale by default. */
  label?: string;
}

// Each unit's heading is the message of the same key ("Days", "Jours", …).
const UNITS: readonly (keyof TimeRemaining & CountdownMessageKey)[] = [
  'days',
  'hours',
  'minutes',
  'seconds',
];

/**
 * Ticks every second toward `target` and shows zeros once it has passed. Unit names and the
 * spoken summary follow the locale of react-aria's `I18nProvider` (en, fr, de, es).
 */
export function Countdown({ target, label }: CountdownProps) {
  const strings = useLocalizedStringFormatter(countdownMessages);
  // Fixed at mount: once the week ends the countdown stays at zero instead of restarting.
  const [defaultTarget] = useState(() => endOfWeek(new Date()));
  const effectiveTarget = target ?? defaultTarget;
  const targetIsValid = isValidDate(effectiveTarget);
  const [now, setNow] = useState(() => new Date());

  useEffect(() => {
    if (!targetIsValid) warnInDevelopment('Countdown target is an invalid Date; showing zeros.');
  }, [targetIsValid]);

  const remaining = timeRemaining(effectiveTarget, now);
  const running = !isTimeUp(remaining);

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      setNow(new Date());
    }, TICK_MS);
    return () => {
      clearInterval(timer);
    };
  }, [running]);

  return (
    <div className={styles.countdown}>
      {/* The visible digits change every second, so they are not a live region. */}
      <div className={styles.units} role="timer" aria-label={label ?? strings.format('timeLeft')}>
        {UNITS.map((unit) => (
          <div key={unit} className={styles.unit}>
            {/* Server-rendered digits are older than the page: hydration keeps them without a
                mismatch, and the first tick a second later replaces them. */}
            <span className={styles.value} suppressHydrationWarning>
              {String(remaining[unit]).padStart(2, '0')}
            </span>
            <span className={styles.unitLabel}>{strings.format(unit)}</span>
          </div>
        ))}
      </div>
      <p
        className={styles.visuallyHidden}
        aria-live="polite"
        aria-atomic="true"
        suppressHydrationWarning
      >
        {countdownAnnouncement(remaining, strings)}
      </p>
    </div>
  );
}
