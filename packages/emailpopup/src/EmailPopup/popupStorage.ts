/**
 * The popup's two stores: local storage for its state and `email_subscribed`, session storage for
 * the visited flag. Storage can be missing or throw (private modes, blocked cookies, a full
 * quota); the popup then behaves as for a first visit and never breaks the page.
 */
import {
  parsePopupState,
  POPUP_STORAGE_KEYS,
  serialisePopupState,
  type PopupState,
} from '../popupRules/popupRules';

/** The part of the Web Storage API the popup uses. */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface PopupStorage {
  local: KeyValueStore;
  session: KeyValueStore;
}

const memoryStore = (): KeyValueStore => {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
};

/** A store whose failures read as "nothing stored" and writes that fail are dropped. */
function tolerant(open: () => KeyValueStore | undefined): KeyValueStore {
  let store: KeyValueStore;
  try {
    store = open() ?? memoryStore();
  } catch {
    store = memoryStore();
  }
  return {
    getItem: (key) => {
      try {
        return store.getItem(key);
      } catch {
        return null;
      }
    },
    setItem: (key, value) => {
      try {
        store.setItem(key, value);
      } catch {
        // A full or blocked store: the popup carries on for this page.
      }
    },
    removeItem: (key) => {
      try {
        store.removeItem(key);
      } catch {
        // As above.
      }
    },
  };
}

/** The browser's local and session storage, made safe to call. */
export function browserPopupStorage(): PopupStorage {
  return {
    local: tolerant(() => (typeof window === 'undefined' ? undefined : window.localStorage)),
    session: tolerant(() => (typeof window === 'undefined' ? undefined : window.sessionStorage)),
  };
}

/** The stored state; a corrupt one is discarded and the initial state written in its place. */
export function loadPopupState(local: KeyValueStore): PopupState {
  const { state, corrupt } = parsePopupState(local.getItem(POPUP_STORAGE_KEYS.state));
  if (corrupt) local.setItem(POPUP_STORAGE_KEYS.state, serialisePopupState(state));
  return state;
}

export function savePopupState(local: KeyValueStore, state: PopupState): void {
  local.setItem(POPUP_STORAGE_KEYS.state, serialisePopupState(state));
}
