import { create } from 'zustand';
import type { Profile } from '../firebase/callables';

/** shell.md §4: loading ends when the session is read or changes, or after 5 s at most. */
export const AUTH_LOADING_TIMEOUT_MS = 5_000;

export interface SessionUser {
  uid: string;
  email: string;
}

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

interface AuthState {
  status: AuthStatus;
  user: SessionUser | null;
  /** The signed-in user's profile from the backend; null until it is known. */
  profile: Profile | null;
  /** Sets the session as read from the auth provider (null: signed out). */
  sessionChanged: (user: SessionUser | null) => void;
  /** Ends loading without a session answer, so the page never waits forever. */
  loadingTimedOut: () => void;
  profileChanged: (profile: Profile | null) => void;
}

export const useAuthStore = create<AuthState>()((set) => ({
  status: 'loading',
  user: null,
  profile: null,
  sessionChanged: (user) =>
    set((state) => ({
      user,
      status: user ? 'signed-in' : 'signed-out',
      profile: user && user.uid === state.user?.uid ? state.profile : null,
    })),
  profileChanged: (profile) => set({ profile }),
  loadingTimedOut: () =>
    set((state) => (state.status === 'loading' ? { status: 'signed-out' } : state)),
}));

/**
 * Feeds the store from an auth provider's session subscription; returns the unsubscribe.
 * Kept apart from Firebase so the timing rule is tested without a backend.
 */
export function connectAuthStore(
  subscribe: (listener: (user: SessionUser | null) => void) => () => void,
): () => void {
  const { sessionChanged, loadingTimedOut } = useAuthStore.getState();
  const timer = setTimeout(loadingTimedOut, AUTH_LOADING_TIMEOUT_MS);
  const unsubscribe = subscribe((user) => {
    clearTimeout(timer);
    sessionChanged(user);
  });
  return () => {
    clearTimeout(timer);
    unsubscribe();
  };
}
