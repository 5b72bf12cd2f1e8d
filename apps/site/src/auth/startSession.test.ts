import { beforeEach, describe, expect, it, vi } from 'vitest';

type AuthListener = (user: { uid: string; email: string | null } | null) => void;

const sdk = vi.hoisted(() => {
  const state = {
    listener: null as AuthListener | null,
    unsubscribe: vi.fn(),
    onAuthStateChanged: vi.fn(),
    resolveLoad: (() => {}) as (sdkModule: unknown) => void,
    load: vi.fn(),
    watcher: null as ((loading: Promise<unknown>) => void) | null,
    stopWatching: vi.fn(),
    whenLoads: vi.fn(),
  };
  state.whenLoads.mockImplementation((watcher: (loading: Promise<unknown>) => void) => {
    state.watcher = watcher;
    return state.stopWatching;
  });
  state.onAuthStateChanged.mockImplementation((_auth: unknown, listener: AuthListener) => {
    state.listener = listener;
    return state.unsubscribe;
  });
  return state;
});
const backend = vi.hoisted(() => ({
  getProfile: vi.fn(async () => ({ fullName: 'Ada' })),
}));

// The real rule, asked afresh each time: each test stubs the browser's storage.
vi.mock('../firebase/sdk', async () => ({
  loadAuthSdk: sdk.load,
  whenAuthSdkLoads: sdk.whenLoads,
  pageMayHoldSession: (await import('../firebase/sessionHint')).mayHoldSession,
}));
vi.mock('../firebase/callables', () => ({ backend }));

const { wasSignedIn } = await import('../firebase/sessionHint');
const { useAuthStore } = await import('./authStore');
const { startSession } = await import('./session');

/** The SDK chunk's load, answered when the test says so. */
function deferSdkLoad() {
  sdk.load.mockImplementation(
    () =>
      new Promise((resolve) => {
        sdk.resolveLoad = resolve;
      }),
  );
}
const sdkModule = { auth: { name: 'auth' }, onAuthStateChanged: sdk.onAuthStateChanged };

beforeEach(() => {
  vi.clearAllMocks();
  localStorage.clear();
  sdk.listener = null;
  sdk.watcher = null;
  vi.unstubAllGlobals();
  useAuthStore.setState({ status: 'loading', user: null, profile: null });
  deferSdkLoad();
});

describe('startSession with the Firebase SDK loaded after the first paint', () => {
  it('stays loading until the SDK has loaded and answered, then follows the session (SI-179, SI-181)', async () => {
    const stop = startSession();
    // jsdom cannot list databases, so it may hold a session: the SDK loads.
    await vi.waitFor(() => expect(sdk.load).toHaveBeenCalledTimes(1));
    expect(useAuthStore.getState().status).toBe('loading');

    sdk.resolveLoad(sdkModule);
    await vi.waitFor(() => expect(sdk.onAuthStateChanged).toHaveBeenCalledTimes(1));
    expect(sdk.onAuthStateChanged.mock.calls[0]?.[0]).toBe(sdkModule.auth);
    expect(useAuthStore.getState().status).toBe('loading');

    sdk.listener?.({ uid: 'u1', email: 'ada@example.com' });
    expect(useAuthStore.getState()).toMatchObject({
      status: 'signed-in',
      user: { uid: 'u1', email: 'ada@example.com' },
    });
    await vi.waitFor(() => expect(useAuthStore.getState().profile).toEqual({ fullName: 'Ada' }));
    // The next visit's header starts from this (firebase/sessionHint.ts).
    expect(wasSignedIn()).toBe(true);
    sdk.listener?.(null);
    expect(useAuthStore.getState().status).toBe('signed-out');
    expect(wasSignedIn()).toBe(false);

    stop();
    expect(sdk.unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('never subscribes when stopped before the SDK arrives', async () => {
    const stop = startSession();
    await vi.waitFor(() => expect(sdk.load).toHaveBeenCalledTimes(1));
    stop();
    sdk.resolveLoad(sdkModule);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sdk.onAuthStateChanged).not.toHaveBeenCalled();
  });

  it('ends loading as signed out when the SDK cannot load (offline first visit)', async () => {
    vi.useFakeTimers();
    try {
      sdk.load.mockRejectedValue(new Error('Failed to fetch dynamically imported module'));
      startSession();
      await vi.advanceTimersByTimeAsync(5_000);
      expect(useAuthStore.getState().status).toBe('signed-out');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('startSession in a browser that holds no session', () => {
  it('is a guest at once without loading the SDK, and follows the session once it loads', async () => {
    vi.stubGlobal('indexedDB', { databases: async () => [] });
    const stop = startSession();
    await vi.waitFor(() => expect(useAuthStore.getState().status).toBe('signed-out'));
    expect(sdk.load).not.toHaveBeenCalled();

    // The sign-in form loads the SDK: the session follows from there.
    sdk.watcher?.(Promise.resolve(sdkModule));
    await vi.waitFor(() => expect(sdk.onAuthStateChanged).toHaveBeenCalledTimes(1));
    sdk.listener?.({ uid: 'u1', email: 'ada@example.com' });
    expect(useAuthStore.getState().status).toBe('signed-in');
    expect(wasSignedIn()).toBe(true);

    stop();
    expect(sdk.stopWatching).toHaveBeenCalledTimes(1);
    expect(sdk.unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('settles as a guest only once idle, and never over a sign-in that came first', async () => {
    vi.stubGlobal('indexedDB', { databases: async () => [] });
    let idle: (() => void) | undefined;
    const cancelIdle = vi.fn();
    vi.stubGlobal('requestIdleCallback', (run: () => void) => {
      idle = run;
      return 7;
    });
    vi.stubGlobal('cancelIdleCallback', cancelIdle);
    startSession();
    await vi.waitFor(() => expect(idle).toBeDefined());
    expect(useAuthStore.getState().status).toBe('loading');

    sdk.watcher?.(Promise.resolve(sdkModule));
    expect(cancelIdle).toHaveBeenCalledWith(7);
    await vi.waitFor(() => expect(sdk.onAuthStateChanged).toHaveBeenCalledTimes(1));
    sdk.listener?.({ uid: 'u1', email: 'ada@example.com' });
    expect(useAuthStore.getState().status).toBe('signed-in');
  });

  it('loads the SDK where Firebase has stored something', async () => {
    vi.stubGlobal('indexedDB', {
      databases: async () => [{ name: 'firebaseLocalStorageDb', version: 1 }],
    });
    startSession();
    await vi.waitFor(() => expect(sdk.load).toHaveBeenCalledTimes(1));
    expect(useAuthStore.getState().status).toBe('loading');
  });
});
