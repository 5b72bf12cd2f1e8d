import type { ReactNode } from 'react';
import { cx } from '../internal/cx';
import { oneOf } from '../internal/oneOf';
import styles from './Badge.module.css';

export type BadgeVariant = 'neutral' | 'info' | 'success' | 'warning' | 'danger' | 'promo';

export const BADGE_VARIANTS: readonly BadgeVariant[] = [
  'neutral',
  'info',
  'success',
  'warning',
  'danger',
  'promo',
];

export interface BadgeProps {
  /** Short label, e.g. "LAUNCH SPECIAL" or "Connected". */
  children: ReactNode;
  /** Colour meaning; never the only signal, so the text must say it too. */
  variant?: BadgeVariant;
  className?: string;
}

/** A small non-interactive label. Static text: wrap it in a live region if it changes. */
export function Badge({ children, variant = 'neutral', className }: BadgeProps) {
  const classes = cx(
    styles.badge,
    styles[oneOf('Badge', 'variant', variant, BADGE_VARIANTS, 'neutral')],
    className,
  );
  return <span className={classes}>{children}</span>;
}
