import type { ReactNode } from 'react';
import { useLocalizedStringFormatter } from 'react-aria/useLocalizedStringFormatter';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { cx } from '../internal/cx';
import { linkMessages } from './intl';
import { linkTargetProps } from './linkTarget';
import styles from './Link.module.css';

export interface LinkProps extends Omit<
  AriaLinkProps,
  'children' | 'className' | 'target' | 'rel'
> {
  children: ReactNode;
  /**
   * Open in a new tab: adds rel noopener noreferrer and a hint read after the name, "(opens in new
   * tab)" in the locale of react-aria's `I18nProvider`.
   */
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
  const strings = useLocalizedStringFormatter(linkMessages);
  const classes = cx(styles.link, variant === 'standalone' && styles.standalone, className);
  return (
    <AriaLink {...ariaProps} {...linkTargetProps(isExternal, rel)} className={classes}>
      {children}
      {isExternal ? (
        <>
          <span aria-hidden="true" className={styles.externalIcon}>
            ↗
          </span>
          <span className={styles.visuallyHidden}> {strings.format('newTabHint')}</span>
        </>
      ) : null}
    </AriaLink>
  );
}
