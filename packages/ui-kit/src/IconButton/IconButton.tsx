import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { cx } from '../internal/cx';
import { oneOf } from '../internal/oneOf';
import { checkIconButtonLabel } from './iconButtonLabel';
import styles from './IconButton.module.css';

export type IconButtonVariant = 'ghost' | 'secondary' | 'primary';
export type IconButtonSize = 'sm' | 'md' | 'lg';

const VARIANTS: readonly IconButtonVariant[] = ['ghost', 'secondary', 'primary'];
const SIZES: readonly IconButtonSize[] = ['sm', 'md', 'lg'];

export interface IconButtonProps extends Omit<
  AriaButtonProps,
  'children' | 'className' | 'aria-label' | 'isPending'
> {
  /** Accessible name, e.g. "Close". Required: the icon alone says nothing to a screen reader. */
  label: string;
  /** The icon; decorative (mark SVGs aria-hidden). */
  children: ReactNode;
  variant?: IconButtonVariant;
  /** sm 32 px, md 44 px (the touch-target minimum), lg 52 px square. */
  size?: IconButtonSize;
  className?: string;
}

/** A square button showing only an icon, named by `label`. */
export function IconButton({
  label,
  children,
  variant = 'ghost',
  size = 'md',
  className,
  ...ariaProps
}: IconButtonProps) {
  const classes = cx(
    styles.iconButton,
    styles[oneOf('IconButton', 'variant', variant, VARIANTS, 'ghost')],
    styles[oneOf('IconButton', 'size', size, SIZES, 'md')],
    className,
  );
  return (
    <AriaButton {...ariaProps} aria-label={checkIconButtonLabel(label)} className={classes}>
      {children}
    </AriaButton>
  );
}
