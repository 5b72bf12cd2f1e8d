import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import { warnInDevelopment } from '../internal/warnInDevelopment';
import {
  MAX_VISIBLE_TOASTS,
  normaliseToast,
  type ToastContent,
  type ToastInput,
  type ToastVariant,
} from './toastOptions';

/**
 * The one queue every `toast()` call and the `<Toaster />` share. react-aria shows the newest
 * toast; an older one waits underneath (its timer paused) and returns when the newer one closes.
 */
export const toastQueue = /* @__PURE__ */ new ToastQueue<ToastContent>({
  maxVisibleToasts: MAX_VISIBLE_TOASTS,
});

function show(variant: ToastVariant, input: ToastInput): string {
  const { content, timeoutMs, problems } = normaliseToast(variant, input ?? {});
  problems.forEach(warnInDevelopment);
  if (!content) return '';
  return toastQueue.add(content, { timeout: timeoutMs });
}

/**
 * Shows a toast from anywhere, inside React or not (a service-worker listener, a store action).
 * Returns its id for `toast.dismiss(id)`, or an empty string when there was nothing to show.
 * `<Toaster />` must be mounted once for toasts to appear.
 */
export const toast = /* @__PURE__ */ Object.assign(
  (input: ToastInput & { variant?: ToastVariant }) => show(input?.variant ?? 'info', input),
  {
    success: (input: ToastInput) => show('success', input),
    info: (input: ToastInput) => show('info', input),
    error: (input: ToastInput) => show('error', input),
    /** Closes one toast now; unknown ids are ignored. */
    dismiss: (id: string) => toastQueue.close(id),
    /** Closes every toast, shown or waiting (e.g. on sign-out). */
    dismissAll: () => toastQueue.clear(),
  },
);
