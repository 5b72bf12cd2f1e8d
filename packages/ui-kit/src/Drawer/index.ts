export { Drawer } from './Drawer';
export type { DrawerPlacement, DrawerProps } from './Drawer';
export { SHEET_CLOSE_ANIMATION_MS, SHEET_SWIPE_CLOSE_THRESHOLD_PX } from './sheetSwipe';
