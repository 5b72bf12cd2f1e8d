import { createElement, type ReactNode } from 'react';
import { cx } from '../internal/cx';
import { oneOf } from '../internal/oneOf';
import styles from './Card.module.css';

export type CardPadding = 'none' | 'sm' | 'md' | 'lg';
export type CardElement = 'div' | 'section' | 'article' | 'li';

const PADDINGS: readonly CardPadding[] = ['none', 'sm', 'md', 'lg'];
const ELEMENTS: readonly CardElement[] = ['div', 'section', 'article', 'li'];

export interface CardProps {
  children: ReactNode;
  /** The element to render: `article` for a self-contained item, `li` inside a list. */
  as?: CardElement;
  padding?: CardPadding;
  /** Raised cards float on a shadow; flat ones sit on the page with a border only. */
  elevation?: 'flat' | 'raised';
  /** Names a `section` or `article` landmark for assistive tech. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  className?: string;
}

/** A bordered surface grouping related content. Purely presentational: put controls inside. */
export function Card({
  children,
  as = 'div',
  padding = 'md',
  elevation = 'flat',
  className,
  ...labelProps
}: CardProps) {
  const classes = cx(
    styles.card,
    styles[`padding-${oneOf('Card', 'padding', padding, PADDINGS, 'md')}`],
    elevation === 'raised' && styles.raised,
    className,
  );
  return createElement(
    oneOf('Card', 'as', as, ELEMENTS, 'div'),
    { ...labelProps, className: classes },
    children,
  );
}
