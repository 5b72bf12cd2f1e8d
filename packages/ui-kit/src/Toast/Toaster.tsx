import type { CSSProperties } from 'react';
import {
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';
import { CloseButton } from '../internal/CloseButton';
import { cx } from '../internal/cx';
import { toastQueue } from './toast';
import { TOAST_GAP_PX, type ToastVariant } from './toastOptions';
import styles from './Toast.module.css';

export interface ToasterProps {
  /** Accessible name of each toast's × button; react-aria's localised "Close" by default. */
  closeLabel?: string;
  className?: string;
}

const VARIANT_GLYPHS: Record<ToastVariant, string> = { success: '✓', info: 'i', error: '!' };

/**
 * The landmark region where `toast()` messages appear; mount it once near the root. react-aria
 * pauses the timers while the region is hovered or focused, and F6 jumps to it.
 */
export function Toaster({ closeLabel, className }: ToasterProps) {
  const gap = { '--vy-toast-gap': `${TOAST_GAP_PX}px` } as CSSProperties;
  return (
    <AriaToastRegion queue={toastQueue} style={gap} className={cx(styles.region, className)}>
      {({ toast }) => (
        <AriaToast toast={toast} className={cx(styles.toast, styles[toast.content.variant])}>
          <span className={styles.glyph} aria-hidden="true">
            {VARIANT_GLYPHS[toast.content.variant]}
          </span>
          <AriaToastContent className={styles.content}>
            <Text slot="title" className={styles.title}>
              {toast.content.title}
            </Text>
            {toast.content.description ? (
              <Text slot="description" className={styles.description}>
                {toast.content.description}
              </Text>
            ) : null}
          </AriaToastContent>
          <CloseButton label={closeLabel} compact />
        </AriaToast>
      )}
    </AriaToastRegion>
  );
}
