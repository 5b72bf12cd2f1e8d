// Public API of @voyagent/save-button: the button, its provider, and the rules they follow.
export * from './SaveButton';
export {
  GUEST_REMINDER_AT,
  GUEST_REMINDER_DELAY_MS,
  GUEST_SAVE_LIMIT,
  guestSaveDecision,
  remindsAfterSave,
} from './rules/guestLimit';
export { GUEST_ID_PREFIX, GUEST_SAVES_STORAGE_KEY, readGuestSaves } from './rules/guestSaves';
export { CHECK_BATCH_MAX, CHECK_BATCH_WAIT_MS } from './rules/checkBatcher';
export { IMPORT_RETRY_DELAY_MS } from './rules/guestImport';
export type { SaveNotice, Visitor } from './rules/saveStore';
export { SAVED_ITEM_TYPES } from './types';
export type {
  GuestSave,
  SaveableItem,
  SaveAdapter,
  SavedItemKey,
  SavedItemType,
  StorageLike,
} from './types';
