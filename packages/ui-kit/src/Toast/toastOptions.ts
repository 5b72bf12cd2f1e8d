/** shell.md §9: one visible toast at a time. */
export const MAX_VISIBLE_TOASTS = 1;

/** shell.md §9: toasts close by themselves after 4 s unless given their own duration. */
export const DEFAULT_TOAST_DURATION_MS = 4000;

/** shell.md §9: the gap between the toast and the edge of the screen. */
export const TOAST_GAP_PX = 14;

export const TOAST_VARIANTS = ['success', 'info', 'error'] as const;
export type ToastVariant = (typeof TOAST_VARIANTS)[number];

export interface ToastInput {
  /** Short headline, e.g. "Link copied!". */
  title: string;
  /** Optional second line, e.g. "Paste it anywhere to share". */
  description?: string;
  /** Milliseconds before it closes by itself; 4000 when left out. */
  duration?: number;
}

/** What the toast region renders for one toast. */
export interface ToastContent {
  variant: ToastVariant;
  title: string;
  description?: string;
}

export interface NormalisedToast {
  /** Null when there is nothing to show (no title and no description). */
  content: ToastContent | null;
  timeoutMs: number;
  /** Developer-facing explanations of every impossible value that was replaced. */
  problems: string[];
}

function hasText(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/**
 * Turns what a caller passed to `toast()` into something safe to show. Impossible values are
 * replaced (and reported in `problems`) rather than thrown, because a toast is usually the
 * reaction to something else going on and must never break it.
 */
export function normaliseToast(variant: unknown, input: Partial<ToastInput>): NormalisedToast {
  const problems: string[] = [];

  let safeVariant: ToastVariant = 'info';
  if (TOAST_VARIANTS.includes(variant as ToastVariant)) {
    safeVariant = variant as ToastVariant;
  } else {
    problems.push(
      `toast variant "${String(variant)}" is not one of ${TOAST_VARIANTS.join(', ')}; using "info".`,
    );
  }

  let timeoutMs = DEFAULT_TOAST_DURATION_MS;
  if (input.duration !== undefined) {
    if (
      typeof input.duration === 'number' &&
      Number.isFinite(input.duration) &&
      input.duration > 0
    ) {
      timeoutMs = input.duration;
    } else {
      problems.push(
        `toast duration must be a positive number of milliseconds, got ${String(input.duration)}; using ${DEFAULT_TOAST_DURATION_MS}.`,
      );
    }
  }

  const description = hasText(input.description) ? input.description : undefined;
  let content: ToastContent | null;
  if (hasText(input.title)) {
    content = { variant: safeVariant, title: input.title, description };
  } else if (description) {
    problems.push('toast needs a title; showing the description as the title.');
    content = { variant: safeVariant, title: description };
  } else {
    problems.push('toast needs a title; nothing was shown.');
    content = null;
  }

  return { content, timeoutMs, problems };
}
