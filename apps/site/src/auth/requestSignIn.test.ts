import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from './authStore';
import { requestSignIn, runDeferredAction, useAuthDialogStore } from './requestSignIn';

beforeEach(() => {
  useAuthStore.setState({ status: 'signed-out', user: null, profile: null });
  useAuthDialogStore.setState({ isOpen: false, tab: 'signin', deferredAction: null });
});

describe('requestSignIn', () => {
  it('opens the dialog and runs the pending action once, after sign-in', () => {
    // AD-004
    const retrySave = vi.fn();
    requestSignIn(retrySave);
    expect(useAuthDialogStore.getState()).toMatchObject({ isOpen: true, wasRequested: true });
    expect(retrySave).not.toHaveBeenCalled();
    useAuthDialogStore.getState().close();
    runDeferredAction();
    runDeferredAction();
    expect(retrySave).toHaveBeenCalledOnce();
  });

  it('runs the action at once for a signed-in visitor, without the dialog', () => {
    useAuthStore.getState().sessionChanged({ uid: 'u1', email: 'ada@example.com' });
    const retrySave = vi.fn();
    requestSignIn(retrySave);
    expect(retrySave).toHaveBeenCalledOnce();
    expect(useAuthDialogStore.getState().isOpen).toBe(false);
  });

  it('keeps only the newest pending action and opens on the tab asked for', () => {
    const first = vi.fn();
    const second = vi.fn();
    requestSignIn(first);
    requestSignIn(second, 'signup');
    expect(useAuthDialogStore.getState().tab).toBe('signup');
    runDeferredAction();
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledOnce();
  });
});
