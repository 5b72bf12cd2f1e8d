/**
 * The saved state of every item on the page, for one visitor (travel.md §4): a guest's from local
 * storage within the guest limit, a signed-in user's from the server (checks batched). On sign-in
 * it imports the guest saves once, then retries the save that asked to sign in. Framework-free:
 * the React provider subscribes to it, and it reports what to show through callbacks.
 */
import { createCheckBatcher, type CheckBatcher } from './checkBatcher';
import { guestSaveDecision, GUEST_REMINDER_DELAY_MS, remindsAfterSave } from './guestLimit';
import { importGuestSaves } from './guestImport';
import {
  findGuestSave,
  newGuestSave,
  readGuestSaves,
  withoutIds,
  writeGuestSaves,
} from './guestSaves';
import { nextAction, saveReducer, UNKNOWN, type SaveEvent, type SaveState } from './saveState';
import {
  itemKeyString,
  type SaveableItem,
  type SaveAdapter,
  type SavedItemKey,
  type StorageLike,
} from '../types';

/** What the visitor is told after a press. */
export type SaveNotice =
  | { kind: 'saved'; title: string }
  | { kind: 'removed'; title: string }
  | { kind: 'save-failed' }
  | { kind: 'remove-failed' };

export interface SaveStoreOptions {
  adapter: SaveAdapter;
  /** The guest's storage (localStorage); null where there is none. */
  storage: StorageLike | null;
  onNotice: (notice: SaveNotice) => void;
  /** A guest at the limit pressed save: ask them to sign in (the save is retried after). */
  onSignInRequired: () => void;
  /** The reminder will open after its delay: the moment to fetch what shows it. */
  onReminderScheduled?: () => void;
  /** Unique ids for guest saves and idempotency keys. */
  newId?: () => string;
  now?: () => Date;
  checkWaitMs?: number;
  importRetryDelayMs?: number;
}

/**
 * Who is visiting: a user id, null for a guest, undefined while the session is not known yet
 * (treated as a guest until it is: anything saved meanwhile is imported on sign-in).
 */
export type Visitor = string | null | undefined;

export class SaveStore {
  private readonly options: SaveStoreOptions;
  private readonly batcher: CheckBatcher;
  private readonly listeners = new Set<() => void>();
  private states = new Map<string, SaveState>();
  /** Keys on screen, with how many buttons show each. */
  private readonly watched = new Map<string, { key: SavedItemKey; count: number }>();
  private visitor: Visitor = undefined;
  /** Settles when the signed-in user's import (and pending save) is done; checks wait for it. */
  private signInSettled: Promise<void> = Promise.resolve();
  private pendingSave: SaveableItem | null = null;
  private readonly imported = new Set<string>();
  private reminderTimer: ReturnType<typeof setTimeout> | undefined;
  private reminderShown = false;

  constructor(options: SaveStoreOptions) {
    this.options = { ...options };
    this.batcher = createCheckBatcher((keys) => options.adapter.check(keys), {
      waitMs: options.checkWaitMs,
    });
  }

  private newId(): string {
    return this.options.newId?.() ?? crypto.randomUUID();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The item's state; the same object until it changes (a useSyncExternalStore snapshot). */
  state(key: SavedItemKey): SaveState {
    return this.states.get(itemKeyString(key)) ?? UNKNOWN;
  }

  /** Whether the guest's save-limit reminder is showing (a useSyncExternalStore snapshot). */
  reminderOpen = (): boolean => this.reminderShown;

  setReminderOpen = (open: boolean): void => {
    clearTimeout(this.reminderTimer);
    if (open === this.reminderShown) return;
    this.reminderShown = open;
    this.changed();
  };

  /** Asks the host to sign the visitor in, with no save waiting (the reminder's button). */
  requestSignIn = (): void => this.options.onSignInRequired();

  /** Replaces how the host asks to sign in (its callback may change between renders). */
  setSignInHandler(onSignInRequired: () => void): void {
    this.options.onSignInRequired = onSignInRequired;
  }

  private changed() {
    this.listeners.forEach((listener) => listener());
  }

  private dispatch(key: SavedItemKey, event: SaveEvent) {
    const id = itemKeyString(key);
    const next = saveReducer(this.states.get(id) ?? UNKNOWN, event);
    if (next === this.states.get(id)) return;
    this.states.set(id, next);
    this.changed();
  }

  /** A button shows `key`: its state is read now and after every session change. */
  watch(key: SavedItemKey): () => void {
    const id = itemKeyString(key);
    const entry = this.watched.get(id) ?? { key, count: 0 };
    entry.count += 1;
    this.watched.set(id, entry);
    if (this.state(key).saved === null) this.load(key);
    return () => {
      entry.count -= 1;
      if (entry.count === 0) this.watched.delete(id);
    };
  }

  private load(key: SavedItemKey) {
    const visitor = this.visitor;
    if (!visitor) {
      const saves = readGuestSaves(this.options.storage);
      this.dispatch(key, { type: 'known', saved: findGuestSave(saves, key) !== undefined });
      return;
    }
    void this.signInSettled
      .then(() => this.batcher.check(key))
      .then(
        (saved) => {
          if (this.visitor === visitor) this.dispatch(key, { type: 'known', saved });
        },
        // The last known state stays; the next press or session change asks again.
        () => undefined,
      );
  }

  private reloadWatched() {
    this.states = new Map();
    this.changed();
    this.watched.forEach(({ key }) => this.load(key));
  }

  /** The session changed: states are re-read for the new visitor; a sign-in imports first. */
  setVisitor(visitor: Visitor): void {
    if (visitor === this.visitor) return;
    this.visitor = visitor;
    if (visitor) {
      // A guest who signed in no longer needs reminding.
      this.setReminderOpen(false);
      this.signInSettled = this.afterSignIn(visitor);
    }
    this.reloadWatched();
  }

  private async afterSignIn(userId: string): Promise<void> {
    if (!this.imported.has(userId)) {
      this.imported.add(userId);
      try {
        await importGuestSaves({
          storage: this.options.storage,
          importSaves: (saves, key) => this.options.adapter.importGuestSaves(saves, key),
          newIdempotencyKey: () => this.newId(),
          retryDelayMs: this.options.importRetryDelayMs,
        });
      } catch {
        // Both attempts failed: the saves stay local and the next sign-in imports them.
        this.imported.delete(userId);
      }
    }
    const pending = this.pendingSave;
    this.pendingSave = null;
    if (pending && this.visitor === userId) await this.write(pending, 'save');
  }

  /** The button was pressed: save or remove, by the rules of who is visiting. */
  async toggle(item: SaveableItem): Promise<void> {
    const state = this.state(item);
    if (state.pending) return;
    const action = nextAction(state);
    if (this.visitor) await this.write(item, action);
    else if (action === 'save') this.guestSave(item);
    else this.guestRemove(item);
  }

  private async write(item: SaveableItem, action: 'save' | 'remove') {
    const { adapter, onNotice } = this.options;
    this.dispatch(item, { type: 'start', action });
    try {
      if (action === 'save') await adapter.save(item, this.newId());
      else await adapter.remove({ item_id: item.item_id, item_type: item.item_type }, this.newId());
    } catch {
      this.dispatch(item, { type: 'fail' });
      onNotice({ kind: action === 'save' ? 'save-failed' : 'remove-failed' });
      return;
    }
    this.dispatch(item, { type: 'succeed' });
    onNotice({ kind: action === 'save' ? 'saved' : 'removed', title: item.title });
  }

  private guestSave(item: SaveableItem) {
    const { storage, onNotice, onSignInRequired, now } = this.options;
    const saves = readGuestSaves(storage);
    if (guestSaveDecision(saves.length) === 'sign-in') {
      this.pendingSave = item;
      onSignInRequired();
      return;
    }
    try {
      writeGuestSaves(storage, [...saves, newGuestSave(item, now?.() ?? new Date(), this.newId())]);
    } catch {
      onNotice({ kind: 'save-failed' });
      return;
    }
    this.dispatch(item, { type: 'known', saved: true });
    onNotice({ kind: 'saved', title: item.title });
    if (remindsAfterSave(saves.length + 1)) {
      clearTimeout(this.reminderTimer);
      this.reminderTimer = setTimeout(() => this.setReminderOpen(true), GUEST_REMINDER_DELAY_MS);
      this.options.onReminderScheduled?.();
    }
  }

  private guestRemove(item: SaveableItem) {
    const { storage, onNotice } = this.options;
    const saves = readGuestSaves(storage);
    const save = findGuestSave(saves, item);
    try {
      if (save) writeGuestSaves(storage, withoutIds(saves, [save.id]));
    } catch {
      onNotice({ kind: 'remove-failed' });
      return;
    }
    this.dispatch(item, { type: 'known', saved: false });
    onNotice({ kind: 'removed', title: item.title });
  }

  /** Stops the reminder timer (the provider unmounted). */
  dispose(): void {
    clearTimeout(this.reminderTimer);
  }
}
