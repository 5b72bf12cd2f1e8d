/** travel.md §4 and §9: a swipe down of more than 80 px closes the bottom sheet. */
export const SHEET_SWIPE_CLOSE_THRESHOLD_PX = 80;

/** travel.md §4 and §9: the sheet's closing animation lasts 200 ms. */
export const SHEET_CLOSE_ANIMATION_MS = 200;

export type SheetRelease = 'close' | 'snap-back';

/**
 * How far the sheet follows the finger: only downwards, so dragging up never lifts the sheet
 * off the bottom edge. Non-finite input (a broken event) counts as no movement.
 */
export function sheetDragOffset(startY: number, currentY: number): number {
  const offset = currentY - startY;
  return Number.isFinite(offset) ? Math.max(0, offset) : 0;
}

/** On release: strictly more than the threshold closes, anything less snaps back. */
export function decideSheetRelease(offsetPx: number): SheetRelease {
  return offsetPx > SHEET_SWIPE_CLOSE_THRESHOLD_PX ? 'close' : 'snap-back';
}
