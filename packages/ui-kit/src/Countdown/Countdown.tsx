import { useEffect, useState } from 'react';
import { warnInDevelopment } from '../internal/warnInDevelopment';
import {
  countdownAnnouncement,
  endOfWeek,
  isTimeUp,
  isValidDate,
  timeRemaining,
  type TimeRemaining,
} from './countdownTime';
import styles from './Countdown.module.css';

const TICK_MS = 1000;

export interface CountdownProps {
  /** When the countdown reaches zero. Defaults to the end of the current week (shell.md §4). */
  target?: Date;
  /** Accessible name of the timer, e.g. "Offer ends in". */
  label?: string;
}

const UNITS: { key: keyof TimeRemaining; label: string }[] = [
  { key: 'days', label: 'Days' },
  { key: 'hours', label: 'Hours' },
  { key: 'minutes', label: 'Minutes' },
  { key: 'seconds', label: 'Seconds' },
];

/** Ticks every second toward `target` and shows zeros once it has passed. */
export function Countdown({ target, label = 'Time left' }: CountdownProps) {
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
      <div className={styles.units} role="timer" aria-label={label}>
        {UNITS.map(({ key, label: unitLabel }) => (
          <div key={key} className={styles.unit}>
            <span className={styles.value}>{String(remaining[key]).padStart(2, '0')}</span>
            <span className={styles.unitLabel}>{unitLabel}</span>
          </div>
        ))}
      </div>
      <p className={styles.visuallyHidden} aria-live="polite" aria-atomic="true">
        {countdownAnnouncement(remaining)}
      </p>
    </div>
  );
}
