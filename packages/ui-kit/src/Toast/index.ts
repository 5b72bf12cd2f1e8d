export { toast } from './toast';
export { Toaster } from './Toaster';
export type { ToasterProps } from './Toaster';
export { DEFAULT_TOAST_DURATION_MS, MAX_VISIBLE_TOASTS, TOAST_GAP_PX } from './toastOptions';
export type { ToastInput, ToastVariant } from './toastOptions';
