import type { AuthTab } from '@voyagent/auth-dialog';
import { create } from 'zustand';
import { useAuthStore } from './authStore';

interface AuthDialogState {
  isOpen: boolean;
  /** True once the dialog was asked for: its code loads then, not with the first page. */
  wasRequested: boolean;
  tab: AuthTab;
  /** What runs after a successful sign-in or sign-up from the dialog. */
  deferredAction: (() => void) | null;
  close: () => void;
}

export const useAuthDialogStore = create<AuthDialogState>()((set) => ({
  isOpen: false,
  wasRequested: false,
  tab: 'signin',
  deferredAction: null,
  close: () => set({ isOpen: false }),
}));

/**
 * Asks the visitor to sign in, then runs `onSuccess` (travel.md §4: "open the sign-in dialog,
 * then retry the pending save"). Signed in already: runs it at once. A newer request replaces
 * the pending one; closing the dialog without signing in never runs it.
 */
export function requestSignIn(onSuccess?: () => void, tab: AuthTab = 'signin'): void {
  if (useAuthStore.getState().status === 'signed-in') {
    onSuccess?.();
    return;
  }
  useAuthDialogStore.setState({
    isOpen: true,
    wasRequested: true,
    tab,
    deferredAction: onSuccess ?? null,
  });
}

/** Runs the dialog's deferred action once; a later close finds nothing left to run. */
export function runDeferredAction(): void {
  const { deferredAction } = useAuthDialogStore.getState();
  useAuthDialogStore.setState({ deferredAction: null });
  deferredAction?.();
}
