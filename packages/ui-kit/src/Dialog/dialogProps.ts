import { oneOf } from '../internal/oneOf';
import { warnInDevelopment } from '../internal/warnInDevelopment';

export type DialogSize = 'sm' | 'md' | 'lg';

export const DIALOG_SIZES: readonly DialogSize[] = ['sm', 'md', 'lg'];

/** An unknown size falls back to `md` so a typo still gives a usable dialog. */
export function resolveDialogSize(size: unknown): DialogSize {
  return oneOf('Dialog', 'size', size ?? 'md', DIALOG_SIZES, 'md');
}

/**
 * The title is the dialog's accessible name. An empty one is a bug in the caller: warn and keep
 * rendering, since screen readers still reach the content.
 */
export function checkDialogTitle(title: string, component: string): void {
  if (title.trim() === '') {
    warnInDevelopment(`${component} needs a non-empty title: it is the dialog's accessible name.`);
  }
}

/** A label that is empty or only spaces is replaced by `fallback`, with a warning. */
export function resolveActionLabel(
  label: string | undefined,
  fallback: string,
  what: string,
): string {
  if (label === undefined) return fallback;
  if (label.trim() !== '') return label;
  warnInDevelopment(`${what} label is empty; using "${fallback}".`);
  return fallback;
}
