import { toast } from '@voyagent/ui-kit';
import type { ConfirmDialog as ConfirmDialogComponent } from '@voyagent/ui-kit/Dialog';
import {
  createContext,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { SaveStore, type SaveNotice, type Visitor } from '../rules/saveStore';
import type { SaveAdapter, StorageLike } from '../types';
import { SAVE_TEXTS } from './saveTexts';

const SaveStoreContext = createContext<SaveStore | null>(null);

export interface SaveProviderProps {
  /** The backend: save, remove, batched check and the guest import. */
  adapter: SaveAdapter;
  /** The signed-in user's id, null for a guest, undefined while the session is being read. */
  userId: Visitor;
  /**
   * Ask the visitor to sign in (the guest limit was reached, or the reminder's button). A save
   * that asked is retried once `userId` becomes a user.
   */
  onSignInRequired: () => void;
  /** Where guest saves are kept; localStorage by default. */
  storage?: StorageLike | null;
  children: ReactNode;
}

function showNotice(notice: SaveNotice) {
  switch (notice.kind) {
    case 'saved':
      toast.success({
        title: SAVE_TEXTS.saved,
        description: SAVE_TEXTS.savedDescription(notice.title),
      });
      return;
    case 'removed':
      toast.info({
        title: SAVE_TEXTS.removed,
        description: SAVE_TEXTS.removedDescription(notice.title),
      });
      return;
    case 'save-failed':
      toast.error({ title: SAVE_TEXTS.saveFailed });
      return;
    case 'remove-failed':
      toast.error({ title: SAVE_TEXTS.removeFailed });
  }
}

type ConfirmDialogType = typeof ConfirmDialogComponent;

let loadedDialog: ConfirmDialogType | undefined;
let loadingDialog: Promise<ConfirmDialogType> | undefined;

/**
 * The reminder's dialog (react-aria's dialog and focus management) is fetched only when a
 * reminder is due, so a page with save buttons does not carry it. A failed fetch (offline) is
 * tried again at the next reminder.
 */
function loadConfirmDialog(): Promise<ConfirmDialogType> {
  loadingDialog ??= import('@voyagent/ui-kit/Dialog').then(
    (module) => (loadedDialog = module.ConfirmDialog),
    (error: unknown) => {
      loadingDialog = undefined;
      throw error;
    },
  );
  return loadingDialog;
}

function defaultStorage(): StorageLike | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // A sandboxed frame throws on the mere access.
    return null;
  }
}

/**
 * Holds every SaveButton's state below it, for the visitor `userId` names; shows the toasts (a
 * ui-kit `<Toaster />` must be mounted) and the guest's reminder dialog.
 */
export function SaveProvider({
  adapter,
  userId,
  onSignInRequired,
  storage,
  children,
}: SaveProviderProps) {
  const [store] = useState(
    () =>
      new SaveStore({
        adapter,
        storage: storage === undefined ? defaultStorage() : storage,
        onNotice: showNotice,
        onSignInRequired,
        // The reminder opens a second after it is scheduled: time enough to fetch its dialog.
        onReminderScheduled: () => void loadConfirmDialog().catch(() => undefined),
      }),
  );
  const reminderOpen = useSyncExternalStore(store.subscribe, store.reminderOpen, () => false);
  const [ConfirmDialog, setConfirmDialog] = useState(() => loadedDialog);

  useEffect(() => {
    if (!reminderOpen || ConfirmDialog) return;
    let current = true;
    loadConfirmDialog().then(
      (loaded) => {
        if (current) setConfirmDialog(() => loaded);
      },
      // Offline without the chunk: no reminder this time; the saves themselves are kept.
      () => store.setReminderOpen(false),
    );
    return () => {
      current = false;
    };
  }, [reminderOpen, ConfirmDialog, store]);

  useEffect(() => store.setSignInHandler(onSignInRequired), [store, onSignInRequired]);
  useEffect(() => store.setVisitor(userId), [store, userId]);
  useEffect(() => () => store.dispose(), [store]);

  return (
    <SaveStoreContext.Provider value={store}>
      {children}
      {ConfirmDialog && (
        <ConfirmDialog
          title={SAVE_TEXTS.reminderTitle}
          description={SAVE_TEXTS.reminderDescription}
          confirmLabel={SAVE_TEXTS.reminderSignIn}
          cancelLabel={SAVE_TEXTS.reminderLater}
          onConfirm={store.requestSignIn}
          isOpen={reminderOpen}
          onOpenChange={store.setReminderOpen}
        />
      )}
    </SaveStoreContext.Provider>
  );
}

export function useSaveStore(): SaveStore {
  const store = useContext(SaveStoreContext);
  if (!store) throw new Error('SaveButton needs a <SaveProvider> above it.');
  return store;
}
