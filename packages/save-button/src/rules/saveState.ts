/**
 * One item's saved state (travel.md §4): unsaved ⇄ saved, shown at once (optimistic) while the
 * backend is asked, and rolled back when it fails.
 */

export interface SaveState {
  /** null until known (from the server, or the guest's storage). */
  saved: boolean | null;
  /** The state before the write under way; absent when none is. */
  pending?: { previous: boolean | null };
}

export type SaveEvent =
  | { type: 'known'; saved: boolean }
  | { type: 'start'; action: SaveAction }
  | { type: 'succeed' }
  | { type: 'fail' };

export type SaveAction = 'save' | 'remove';

export const UNKNOWN: SaveState = { saved: null };

/** What pressing the button does: a saved item is removed, anything else saved. */
export const nextAction = (state: SaveState): SaveAction => (state.saved ? 'remove' : 'save');

export function saveReducer(state: SaveState, event: SaveEvent): SaveState {
  switch (event.type) {
    case 'known':
      // The optimistic state stands until its write answers; a check started earlier is older.
      return state.pending ? state : { saved: event.saved };
    case 'start':
      if (state.pending) return state;
      return { saved: event.action === 'save', pending: { previous: state.saved } };
    case 'succeed':
      return state.pending ? { saved: state.saved } : state;
    case 'fail':
      return state.pending ? { saved: state.pending.previous } : state;
  }
}
