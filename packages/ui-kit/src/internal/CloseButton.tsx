import { Button as AriaButton } from 'react-aria-components';
import { CloseIcon } from './CloseIcon';
import styles from './CloseButton.module.css';
import { cx } from './cx';

interface CloseButtonProps {
  /** Accessible name, e.g. "Close dialog"; when absent the container's slot names it (toasts). */
  label?: string;
  /** 32 px instead of 36 px, for dense surfaces such as a toast. */
  compact?: boolean;
}

/**
 * The × of an overlay (dialog, drawer, toast). `slot="close"` lets the react-aria container
 * wire the press to its own close, so the button needs no handler.
 */
export function CloseButton({ label, compact = false }: CloseButtonProps) {
  return (
    <AriaButton
      slot="close"
      aria-label={label}
      className={cx(styles.closeButton, compact && styles.compact)}
    >
      <CloseIcon />
    </AriaButton>
  );
}
