import { useRef, type PointerEvent, type RefObject } from 'react';
import { decideSheetRelease, sheetDragOffset } from './sheetSwipe';

/** The CSS variable the sheet's transform and closing animation read the drag offset from. */
export const SHEET_OFFSET_VARIABLE = '--vy-sheet-offset';

interface ActiveDrag {
  pointerId: number;
  startY: number;
  offset: number;
}

/**
 * Pointer handlers for the sheet's drag area. The offset is written straight to the panel's style
 * rather than React state: a drag fires many moves per frame, and the panel element is recreated
 * on every open so no stale offset survives a close.
 */
export function useSheetSwipe(panelRef: RefObject<HTMLElement | null>, onSwipeClose: () => void) {
  const drag = useRef<ActiveDrag | null>(null);

  function showOffset(offset: number) {
    panelRef.current?.style.setProperty(SHEET_OFFSET_VARIABLE, `${offset}px`);
  }

  function release(event: PointerEvent<HTMLElement>, isCancelled: boolean) {
    const active = drag.current;
    if (!active || active.pointerId !== event.pointerId) return;
    drag.current = null;
    panelRef.current?.removeAttribute('data-dragging');
    if (!isCancelled && decideSheetRelease(active.offset) === 'close') {
      // The offset stays put: the closing animation starts from where the finger let go.
      onSwipeClose();
    } else {
      showOffset(0);
    }
  }

  return {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      // Buttons in the header (close) keep their own press handling.
      if (event.button !== 0 || (event.target as Element).closest('button')) return;
      drag.current = { pointerId: event.pointerId, startY: event.clientY, offset: 0 };
      panelRef.current?.setAttribute('data-dragging', '');
      try {
        event.currentTarget.setPointerCapture(event.pointerId);
      } catch {
        // Synthetic or already-ended pointers cannot be captured; moves still reach us by bubbling.
      }
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const active = drag.current;
      if (!active || active.pointerId !== event.pointerId) return;
      active.offset = sheetDragOffset(active.startY, event.clientY);
      showOffset(active.offset);
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      release(event, false);
    },
    onPointerCancel(event: PointerEvent<HTMLElement>) {
      release(event, true);
    },
  };
}
