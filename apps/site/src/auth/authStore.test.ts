import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AUTH_LOADING_TIMEOUT_MS,
  connectAuthStore,
  useAuthStore,
  type SessionUser,
} from './authStore';

describe('auth store', () => {
  let emit: (user: SessionUser | null) => void = () => {};
  const subscribe = (listener: typeof emit) => {
    emit = listener;
    return () => {};
  };

  beforeEach(() => {
    vi.useFakeTimers();
    useAuthStore.setState({ status: 'loading', user: null });
  });
  afterEach(() => vi.useRealTimers());

  it('follows the session once it is read (SI-175)', () => {
    connectAuthStore(subscribe);
    emit({ uid: 'u1', email: 'ada@example.com' });
    expect(useAuthStore.getState()).toMatchObject({ status: 'signed-in', user: { uid: 'u1' } });
    emit(null);
    expect(useAuthStore.getState()).toMatchObject({ status: 'signed-out', user: null });
  });

  it('stops loading after 5 s when no session answer comes (SI-174, SI-173)', () => {
    connectAuthStore(subscribe);
    vi.advanceTimersByTime(AUTH_LOADING_TIMEOUT_MS - 1);
    expect(useAuthStore.getState().status).toBe('loading');
    vi.advanceTimersByTime(1);
    expect(useAuthStore.getState().status).toBe('signed-out');
  });

  it('does not let the time-out override a session that arrived', () => {
    connectAuthStore(subscribe);
    emit({ uid: 'u1', email: 'ada@example.com' });
    vi.advanceTimersByTime(AUTH_LOADING_TIMEOUT_MS);
    expect(useAuthStore.getState().status).toBe('signed-in');
  });
});

describe('profile in the auth store', () => {
  beforeEach(() => useAuthStore.setState({ status: 'loading', user: null, profile: null }));

  it('keeps the profile while the same user stays signed in, and drops it on sign-out', () => {
    const { sessionChanged, profileChanged } = useAuthStore.getState();
    sessionChanged({ uid: 'u1', email: 'ada@example.com' });
    profileChanged({ email: 'ada@example.com', fullName: 'Ada Lovelace' });
    sessionChanged({ uid: 'u1', email: 'ada@example.com' });
    expect(useAuthStore.getState().profile?.fullName).toBe('Ada Lovelace');
    sessionChanged(null);
    expect(useAuthStore.getState().profile).toBeNull();
  });

  it("does not show one user's profile to the next", () => {
    const { sessionChanged, profileChanged } = useAuthStore.getState();
    sessionChanged({ uid: 'u1', email: 'ada@example.com' });
    profileChanged({ email: 'ada@example.com', fullName: 'Ada Lovelace' });
    sessionChanged({ uid: 'u2', email: 'grace@example.com' });
    expect(useAuthStore.getState().profile).toBeNull();
  });
});
