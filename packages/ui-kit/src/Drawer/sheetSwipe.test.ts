import { describe, expect, it } from 'vitest';
import {
  decideSheetRelease,
  SHEET_CLOSE_ANIMATION_MS,
  SHEET_SWIPE_CLOSE_THRESHOLD_PX,
  sheetDragOffset,
} from './sheetSwipe';

describe('bottom sheet swipe rule', () => {
  it('uses the spec values: 80 px threshold, 200 ms closing animation', () => {
    expect(SHEET_SWIPE_CLOSE_THRESHOLD_PX).toBe(80);
    expect(SHEET_CLOSE_ANIMATION_MS).toBe(200);
  });

  it('closes only for a drag of more than 80 px', () => {
    expect(decideSheetRelease(81)).toBe('close');
    expect(decideSheetRelease(300)).toBe('close');
    expect(decideSheetRelease(80)).toBe('snap-back');
    expect(decideSheetRelease(79.5)).toBe('snap-back');
    expect(decideSheetRelease(0)).toBe('snap-back');
  });

  it('follows the finger downwards only', () => {
    expect(sheetDragOffset(500, 560)).toBe(60);
    expect(sheetDragOffset(500, 420)).toBe(0);
    expect(sheetDragOffset(500, 500)).toBe(0);
  });

  it('treats broken coordinates as no movement, so the sheet snaps back', () => {
    expect(sheetDragOffset(500, Number.NaN)).toBe(0);
    expect(sheetDragOffset(Number.NaN, 700)).toBe(0);
    expect(decideSheetRelease(sheetDragOffset(500, Number.POSITIVE_INFINITY))).toBe('snap-back');
  });
});
