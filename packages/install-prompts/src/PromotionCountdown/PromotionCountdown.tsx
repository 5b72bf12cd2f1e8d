import { useState } from 'react';
import { Countdown } from '@voyagent/ui-kit/Countdown';
import { promotionCountdownTarget } from '../launchSplash/promotion';

export interface PromotionCountdownProps {
  /** Accessible name of the timer; "Offer ends in" by default. */
  label?: string;
}

/**
 * shell.md §4: days, hours, minutes and seconds to the end of the current week (Sunday
 * 23:59:59.999), ticking every second; zeros once passed. The target is fixed when it mounts.
 */
export function PromotionCountdown({ label = 'Offer ends in' }: PromotionCountdownProps) {
  const [target] = useState(() => promotionCountdownTarget(new Date()));
  return <Countdown target={target} label={label} />;
}
