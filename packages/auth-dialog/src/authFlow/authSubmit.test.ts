import { describe, expect, it, vi } from 'vitest';
import type { AuthAdapter } from './adapter';
import {
  idleSubmit,
  runAuthAction,
  runHumanCheck,
  submitReducer,
  type SubmitEvent,
  type SubmitState,
} from './authSubmit';

const calls = {
  signIn: vi.fn(),
  signUp: vi.fn(),
  sendPasswordReset: vi.fn(),
  resendVerification: vi.fn(),
};

function adapterWithCheck(
  token: () => Promise<string | null>,
  verify: AuthAdapter['verifyHumanCheck'] & {},
): AuthAdapter {
  return { ...calls, getHumanCheckToken: token, verifyHumanCheck: verify };
}

describe('submitReducer', () => {
  const run = (events: SubmitEvent[], from: SubmitState = idleSubmit) =>
    events.reduce(submitReducer, from);

  it('goes idle → checking → sending → succeeded', () => {
    expect(run([{ type: 'submit' }])).toEqual({ status: 'checking' });
    expect(run([{ type: 'submit' }, { type: 'checked' }])).toEqual({ status: 'sending' });
    expect(run([{ type: 'submit' }, { type: 'checked' }, { type: 'succeeded' }])).toEqual({
      status: 'succeeded',
    });
  });

  it('ignores a second submit while busy', () => {
    const sending = run([{ type: 'submit' }, { type: 'checked' }]);
    expect(submitReducer(sending, { type: 'submit' })).toBe(sending);
  });

  it('allows a new submit after a failure, and does not succeed without sending', () => {
    const failed = run([{ type: 'submit' }, { type: 'failed', message: 'No' }]);
    expect(failed).toEqual({ status: 'failed', message: 'No' });
    expect(submitReducer(failed, { type: 'submit' })).toEqual({ status: 'checking' });
    expect(submitReducer(idleSubmit, { type: 'succeeded' })).toBe(idleSubmit);
    expect(submitReducer(failed, { type: 'reset' })).toEqual(idleSubmit);
  });
});

describe('runHumanCheck', () => {
  it('skips the check when the adapter has none or supplies no token', async () => {
    // AD-019
    expect(await runHumanCheck(calls, 'login')).toBeNull();
    const verify = vi.fn();
    expect(
      await runHumanCheck(
        adapterWithCheck(async () => null, verify),
        'signup',
      ),
    ).toBeNull();
    expect(verify).not.toHaveBeenCalled();
  });

  it('verifies the token with its action and passes on success', async () => {
    const verify = vi.fn().mockResolvedValue({ success: true });
    expect(
      await runHumanCheck(
        adapterWithCheck(async () => 'tok', verify),
        'login',
      ),
    ).toBeNull();
    expect(verify).toHaveBeenCalledWith({ token: 'tok', action: 'login' });
  });

  it("stops with the server's text, else the reCAPTCHA text", async () => {
    // AD-020, AD-021
    const refuse = (answer: unknown) =>
      runHumanCheck(
        adapterWithCheck(async () => 'tok', vi.fn().mockResolvedValue(answer)),
        'signup',
      );
    expect(await refuse({ success: false, error: 'Too many attempts [429]' })).toBe(
      'Too many attempts',
    );
    expect(await refuse({ success: false })).toBe(
      'reCAPTCHA verification failed. Please try again.',
    );
    expect(await refuse(undefined)).toBe('reCAPTCHA verification failed. Please try again.');
  });

  it('says the security check failed when the check call or the token itself fails', async () => {
    // AD-022
    const text = 'Security verification failed. Please try again.';
    const failingVerify = vi.fn().mockRejectedValue(new Error('network'));
    expect(
      await runHumanCheck(
        adapterWithCheck(async () => 'tok', failingVerify),
        'login',
      ),
    ).toBe(text);
    const failingToken = () => Promise.reject(new Error('script blocked'));
    expect(await runHumanCheck(adapterWithCheck(failingToken, vi.fn()), 'login')).toBe(text);
  });
});

describe('runAuthAction', () => {
  it('runs the call after a passed check and reports success', async () => {
    const events: SubmitEvent[] = [];
    const call = vi.fn().mockResolvedValue(undefined);
    const adapter = adapterWithCheck(
      async () => 'tok',
      async () => ({ success: true }),
    );
    expect(await runAuthAction(adapter, 'signin', call, (event) => events.push(event))).toBe(true);
    expect(call).toHaveBeenCalledOnce();
    expect(events.map((event) => event.type)).toEqual(['submit', 'checked', 'succeeded']);
  });

  it('never runs the call when the check refuses', async () => {
    const events: SubmitEvent[] = [];
    const call = vi.fn();
    const adapter = adapterWithCheck(
      async () => 'tok',
      async () => ({ success: false }),
    );
    expect(await runAuthAction(adapter, 'signup', call, (event) => events.push(event))).toBe(false);
    expect(call).not.toHaveBeenCalled();
    expect(events.at(-1)).toEqual({
      type: 'failed',
      message: 'reCAPTCHA verification failed. Please try again.',
    });
  });

  it('turns a failed call into its text', async () => {
    const events: SubmitEvent[] = [];
    const call = () => Promise.reject(new Error(''));
    expect(await runAuthAction(calls, 'signup', call, (event) => events.push(event))).toBe(false);
    expect(events.at(-1)).toEqual({ type: 'failed', message: 'Failed to sign up' });
  });

  it('checks no human for a password reset', async () => {
    const token = vi.fn();
    const adapter = adapterWithCheck(token, vi.fn());
    await runAuthAction(
      adapter,
      'reset',
      async () => {},
      () => {},
    );
    expect(token).not.toHaveBeenCalled();
  });
});
