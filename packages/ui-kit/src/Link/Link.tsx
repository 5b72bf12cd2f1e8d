import type { ReactNode } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { NEW_TAB_HINT, linkTargetProps } from './linkTarget';
import styles from './Link.module.css';

export interface LinkProps extends Omit<
  AriaLinkProps,
  'children' | 'className' | 'target' | 'rel'
> {
  children: ReactNode;
  /** Open in a new tab (adds rel noopener noreferrer and an "opens in new tab" hint). */
  isExternal?: boolean;
  /** Extra rel tokens, e.g. "sponsored"; noopener/noreferrer are added for external links. */
  rel?: string;
  /** `inline` is underlined for use inside text; `standalone` underlines on hover only. */
  variant?: 'inline' | 'standalone';
  className?: string;
}

/**
 * A react-aria link: keyboard and press handling, client-side routing through react-aria's
 * RouterProvider, and for external links a new tab announced to screen-reader users.
 */
export function Link({
  children,
  isExternal = false,
  rel,
  variant = 'inline',
  className,
  ...ariaProps
}: LinkProps) {
  const classes = [styles.link, variant === 'standalone' && styles.standalone, className]
    .filter(Boolean)
    .join(' ');
  return (
    <AriaLink {...ariaProps} {...linkTargetProps(isExternal, rel)} className={classes}>
      {children}
      {isExternal ? (
        <>
          <span aria-hidden="true" className={styles.externalIcon}>
            ↗
          </span>
          <span className={styles.visuallyHidden}> {NEW_TAB_HINT}</span>
        </>
      ) : null}
    </AriaLink>
  );
}
