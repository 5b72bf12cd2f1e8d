/**
 * Every kind of thing a site can save; the list the saved-items calls accept. Its own module
 * (`@voyagent/save-button/types`: no React, no DOM) so @voyagent/contracts re-exports it and the
 * server accepts exactly the kinds the button can save.
 */
export const SAVED_ITEM_TYPES = [
  'hotel',
  'flight',
  'destination',
  'place',
  'itinerary',
  'restaurant',
  'activity',
  'attraction',
  /** An AI assistant's answer, with its question and sources (issue 14). */
  'answer',
] as const;
export type SavedItemType = (typeof SAVED_ITEM_TYPES)[number];
