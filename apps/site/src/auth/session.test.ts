import type * as UiKit from '@voyagent/ui-kit';
import type * as FirebaseAuth from 'firebase/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const firebase = vi.hoisted(() => ({
  signOut: vi.fn(),
  sendPasswordResetEmail: vi.fn(),
  createUserWithEmailAndPassword: vi.fn(),
  sendEmailVerification: vi.fn(),
  currentUser: null as { uid: string; email: string } | null,
}));
const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
const backend = vi.hoisted(() => ({ revokeSessions: vi.fn(), saveProfile: vi.fn() }));

vi.mock('firebase/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof FirebaseAuth>()),
  signOut: firebase.signOut,
  sendPasswordResetEmail: firebase.sendPasswordResetEmail,
  createUserWithEmailAndPassword: firebase.createUserWithEmailAndPassword,
  sendEmailVerification: firebase.sendEmailVerification,
}));
vi.mock('../firebase/client', () => ({
  auth: {
    get currentUser() {
      return firebase.currentUser;
    },
  },
}));
vi.mock('../firebase/callables', () => ({ backend }));
vi.mock('@voyagent/ui-kit', async (importOriginal) => ({
  ...(await importOriginal<typeof UiKit>()),
  toast: toasts,
}));

const { useAuthStore } = await import('./authStore');
const session = await import('./session');

const ada = { uid: 'u1', email: 'ada@example.com' };

beforeEach(() => {
  vi.clearAllMocks();
  firebase.currentUser = ada;
  useAuthStore.getState().sessionChanged(ada);
  sessionStorage.clear();
});

describe('signOutWithToast', () => {
  it('clears the local state, then signs out globally, then locally, then says so', async () => {
    // SI-176, SI-177
    const steps: string[] = [];
    backend.revokeSessions.mockImplementation(async () => {
      steps.push(`global while ${useAuthStore.getState().status}`);
      return { revoked: true };
    });
    firebase.signOut.mockImplementation(async () => {
      steps.push(`local while ${useAuthStore.getState().status}`);
      firebase.currentUser = null;
    });
    await session.signOutWithToast();
    expect(steps).toEqual(['global while signed-out', 'local while signed-out']);
    expect(toasts.success).toHaveBeenCalledWith({ title: 'Signed out successfully' });
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it('still signs out here when the global sign-out fails (offline)', async () => {
    backend.revokeSessions.mockRejectedValue(new Error('offline'));
    firebase.signOut.mockImplementation(async () => {
      firebase.currentUser = null;
    });
    await session.signOutWithToast();
    expect(firebase.signOut).toHaveBeenCalledOnce();
    expect(toasts.success).toHaveBeenCalledWith({ title: 'Signed out successfully' });
    expect(useAuthStore.getState().status).toBe('signed-out');
  });

  it('signs out here after 5 s when the global sign-out hangs', async () => {
    vi.useFakeTimers();
    try {
      backend.revokeSessions.mockReturnValue(new Promise(() => undefined));
      firebase.signOut.mockResolvedValue(undefined);
      const done = session.signOutWithToast();
      await vi.advanceTimersByTimeAsync(session.GLOBAL_SIGN_OUT_WAIT_MS - 1);
      expect(firebase.signOut).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      await done;
      expect(firebase.signOut).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });

  it('says "Failed to sign out" and shows the session Firebase still holds', async () => {
    // SI-178
    firebase.signOut.mockRejectedValue(new Error('network'));
    await session.signOutWithToast();
    expect(toasts.error).toHaveBeenCalledWith({ title: 'Failed to sign out' });
    expect(useAuthStore.getState()).toMatchObject({ status: 'signed-in', user: ada });
  });
});

describe('the redirect after auth', () => {
  it('is kept in session storage and taken once', () => {
    // SI-172
    session.rememberAuthRedirect('/dashboard?tab=saved');
    expect(sessionStorage.getItem(session.AUTH_REDIRECT_KEY)).toBe('/dashboard?tab=saved');
    expect(session.takeAuthRedirect()).toBe('/dashboard?tab=saved');
    expect(session.takeAuthRedirect()).toBe('/');
  });

  it('never leads off the site, whatever the stored value', () => {
    for (const hostile of ['https://evil.example', '//evil.example', '/\\evil.example', '']) {
      session.rememberAuthRedirect(hostile);
      expect(sessionStorage.getItem(session.AUTH_REDIRECT_KEY)).toBeNull();
      sessionStorage.setItem(session.AUTH_REDIRECT_KEY, hostile);
      expect(session.takeAuthRedirect()).toBe('/');
    }
  });
});

describe('signUp', () => {
  it('sends the full name and a verification link back to /email-verify on this origin (AD-024)', async () => {
    const user = { uid: 'u2', email: 'grace@example.com' };
    firebase.createUserWithEmailAndPassword.mockResolvedValueOnce({ user });
    firebase.sendEmailVerification.mockResolvedValueOnce(undefined);
    backend.saveProfile.mockResolvedValueOnce({ fullName: 'Grace Hopper' });
    await session.signUp('grace@example.com', 'Str0ng!pass', '  Grace Hopper ');
    expect(firebase.createUserWithEmailAndPassword).toHaveBeenCalledWith(
      expect.anything(),
      'grace@example.com',
      'Str0ng!pass',
    );
    expect(backend.saveProfile).toHaveBeenCalledWith({ fullName: 'Grace Hopper' });
    expect(firebase.sendEmailVerification).toHaveBeenCalledWith(user, {
      url: `${window.location.origin}/email-verify`,
    });
  });
});

describe('sendPasswordReset', () => {
  it('answers an unknown address like a known one, and passes other failures on', async () => {
    firebase.sendPasswordResetEmail.mockRejectedValueOnce({ code: 'auth/user-not-found' });
    await expect(session.sendPasswordReset('nobody@example.com')).resolves.toBeUndefined();
    firebase.sendPasswordResetEmail.mockRejectedValueOnce({ code: 'auth/too-many-requests' });
    await expect(session.sendPasswordReset('ada@example.com')).rejects.toEqual({
      code: 'auth/too-many-requests',
    });
  });
});
