import type { ToastInput, ToastVariant } from '@voyagent/ui-kit/Toast';
import { useId, useSyncExternalStore } from 'react';
import { useLocalizedStringFormatter } from 'react-aria/useLocalizedStringFormatter';
import { lightKitMessages } from './intl';
import styles from './LightKit.module.css';

/**
 * The embed build's toasts (vite.embed.config.ts puts this module in place of
 * `@voyagent/ui-kit/Toast`), with the kit's `toast()` and `<Toaster />` and its rules (shell.md
 * §9): one toast at a time, the newest (it replaces the one shown); it closes by itself after
 * 4 s or with its × button.
 * react-aria's toast region (landmark, F6, press and hover handling) costs an embed ~8 KiB gzip;
 * this one keeps its roles: an `alertdialog` named by its title, whose text is an `alert`.
 */
const DEFAULT_DURATION_MS = 4000;

interface ShownToast {
  id: string;
  variant: ToastVariant;
  title: string;
  description?: string;
}

const VARIANT_CLASSES: Record<ToastVariant, string | undefined> = {
  success: styles.toastSuccess,
  info: styles.toastInfo,
  error: styles.toastError,
};

let shown: ShownToast | null = null;
let nextId = 0;
let closeTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function setShown(next: ShownToast | null) {
  clearTimeout(closeTimer);
  shown = next;
  for (const listener of listeners) listener();
}

function show(variant: ToastVariant, { title, description, duration }: ToastInput): string {
  if (!title?.trim() && !description?.trim()) return '';
  nextId += 1;
  const id = `vy-toast-${nextId}`;
  setShown({ id, variant, title, description });
  const timeout = duration !== undefined && duration > 0 ? duration : DEFAULT_DURATION_MS;
  closeTimer = setTimeout(() => setShown(null), timeout);
  return id;
}

export const toast = Object.assign(
  (input: ToastInput & { variant?: ToastVariant }) => show(input.variant ?? 'info', input),
  {
    success: (input: ToastInput) => show('success', input),
    info: (input: ToastInput) => show('info', input),
    error: (input: ToastInput) => show('error', input),
    dismiss: (id: string) => {
      if (shown?.id === id) setShown(null);
    },
    dismissAll: () => setShown(null),
  },
);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Where the toast appears; mount it once, inside the widget's root. */
export function Toaster() {
  const current = useSyncExternalStore(subscribe, () => shown);
  const strings = useLocalizedStringFormatter(lightKitMessages);
  const titleId = useId();
  const descriptionId = useId();
  if (!current) return null;
  return (
    <section className={styles.toastRegion} aria-label={strings.format('notifications')}>
      {
        <div
          role="alertdialog"
          aria-modal="false"
          aria-labelledby={titleId}
          aria-describedby={current.description ? descriptionId : undefined}
          className={`${styles.toast} ${VARIANT_CLASSES[current.variant]}`}
        >
          <div role="alert" aria-atomic="true" className={styles.toastContent}>
            <span id={titleId} className={styles.toastTitle}>
              {current.title}
            </span>
            {current.description && (
              <span id={descriptionId} className={styles.toastDescription}>
                {current.description}
              </span>
            )}
          </div>
          <button
            type="button"
            className={styles.toastClose}
            aria-label={strings.format('close')}
            onClick={() => setShown(null)}
          >
            ×
          </button>
        </div>
      }
    </section>
  );
}
