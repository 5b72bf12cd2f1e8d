import { useState, type ReactNode } from 'react';
import { useLocalizedStringFormatter } from 'react-aria/useLocalizedStringFormatter';
import { CloseIcon } from '../internal/CloseIcon';
import { cx } from '../internal/cx';
import { oneOf } from '../internal/oneOf';
import { warnInDevelopment } from '../internal/warnInDevelopment';
import { IconButton } from '../IconButton';
import { BANNER_VARIANTS, bannerRole, type BannerVariant } from './bannerRole';
import styles from './Banner.module.css';
import { bannerMessages } from './intl';

export interface BannerProps {
  variant?: BannerVariant;
  /** Bold first line, e.g. "You're offline". */
  title?: ReactNode;
  /** Supporting text under the title. */
  description?: ReactNode;
  /** A call to action, e.g. an Install `Button`; shown at the end on wide screens, below on mobile. */
  action?: ReactNode;
  /**
   * Makes the banner dismissible: a close button appears, and pressing it hides the banner and
   * calls this (record the dismissal here).
   */
  onDismiss?: () => void;
  /** Accessible name of the close button; "Dismiss" in the locale by default. */
  dismissLabel?: string;
  className?: string;
}

/**
 * A full-width message: offline state, install offer, promotion. Danger banners are alerts, the
 * rest are polite status messages.
 */
export function Banner({
  variant = 'info',
  title,
  description,
  action,
  onDismiss,
  dismissLabel,
  className,
}: BannerProps) {
  const [isDismissed, setDismissed] = useState(false);
  const strings = useLocalizedStringFormatter(bannerMessages);
  if (isDismissed) return null;

  const safeVariant = oneOf('Banner', 'variant', variant, BANNER_VARIANTS, 'info');
  if (title == null && description == null) {
    warnInDevelopment('Banner needs a title or a description');
  }
  const dismiss = () => {
    setDismissed(true);
    onDismiss?.();
  };
  return (
    <div
      role={bannerRole(safeVariant)}
      className={cx(styles.banner, styles[safeVariant], className)}
    >
      <div className={styles.text}>
        {title != null && <p className={styles.title}>{title}</p>}
        {description != null && <div className={styles.description}>{description}</div>}
      </div>
      {action != null && <div className={styles.action}>{action}</div>}
      {onDismiss && (
        <IconButton
          label={dismissLabel ?? strings.format('dismiss')}
          size="sm"
          onPress={dismiss}
          className={styles.close}
        >
          <CloseIcon />
        </IconButton>
      )}
    </div>
  );
}
