/** shell.md §9: a tooltip opens after the pointer has rested on its trigger for 700 ms. */
export const TOOLTIP_OPEN_DELAY_MS = 700;

/**
 * shell.md §9: the skip delay. Within 300 ms of a tooltip closing, moving to another trigger in
 * the same group opens its tooltip at once.
 */
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** Tooltips close as soon as the pointer leaves; only opening is delayed. */
export const TOOLTIP_DELAY = { open: TOOLTIP_OPEN_DELAY_MS, close: 0 } as const;
