import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INITIAL_POPUP_STATE, POPUP_STORAGE_KEYS, RESHOW_AFTER_MS } from '../popupRules/popupRules';
import { EmailPopup, type EmailPopupProps } from './EmailPopup';
import type { KeyValueStore, PopupStorage } from './popupStorage';

const START = Date.UTC(2026, 10, 23, 9);

function memory(initial: Record<string, string> = {}): KeyValueStore & { dump(): object } {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
    dump: () => Object.fromEntries(values),
  };
}

function setup(
  props: Partial<EmailPopupProps> = {},
  initialLocal: Record<string, string> = {},
  initialSession: Record<string, string> = {},
) {
  const local = memory(initialLocal);
  const session = memory(initialSession);
  const storage: PopupStorage = { local, session };
  const submitEmail = vi.fn<(email: string) => Promise<unknown>>(async () => ({}));
  const all: EmailPopupProps = {
    submitEmail,
    pathname: '/',
    isSignedIn: false,
    storage,
    isInFrame: false,
    layout: 'dialog',
    ...props,
  };
  const view = render(<EmailPopup {...all} />);
  const storedState = () =>
    JSON.parse(local.getItem(POPUP_STORAGE_KEYS.state) ?? 'null') as Record<string, unknown>;
  return { ...view, local, session, submitEmail, storedState, props: all };
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

const popup = () => screen.queryByRole('dialog');

describe('EmailPopup', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: START });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('appears after 90 s of browsing, with the form, and records when it was shown', async () => {
    // EP-002, EP-003, EP-012
    const { storedState, session } = setup();
    expect(session.getItem(POPUP_STORAGE_KEYS.visited)).toBe(String(START));
    await advance(89_999);
    expect(popup()).toBeNull();
    await advance(1);
    expect(screen.getByRole('dialog', { name: 'Your 7-day free trial is waiting' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Email address' })).toBeVisible();
    expect(storedState()).toEqual({ ...INITIAL_POPUP_STATE, lastShown: START + 90_000 });
  });

  it('counts browsing from the visited flag, so a reload does not restart the 90 s (EP-015)', async () => {
    setup({}, {}, { [POPUP_STORAGE_KEYS.visited]: String(START - 80_000) });
    await advance(4_999);
    expect(popup()).toBeNull();
    // Never before the overlay's 5 s, though 85 s of browsing have passed.
    await advance(5_001);
    expect(popup()).not.toBeNull();
  });

  it('refuses an address without an at-sign with the spec text and sends nothing', async () => {
    // EP-016, EP-017
    const { submitEmail } = setup();
    await advance(90_000);
    fireEvent.change(screen.getByRole('textbox', { name: 'Email address' }), {
      target: { value: 'ada.example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send my free trial' }));
    await advance(0);
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
    expect(submitEmail).not.toHaveBeenCalled();
  });

  it('submits the trimmed address, shows the confirmation and never shows again', async () => {
    // EP-001, EP-005, EP-013, EP-014, EP-019
    const { submitEmail, storedState, local, unmount, props } = setup();
    await advance(90_000);
    fireEvent.change(screen.getByRole('textbox', { name: 'Email address' }), {
      target: { value: '  ada@example.com ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send my free trial' }));
    await advance(0);
    expect(submitEmail).toHaveBeenCalledExactlyOnceWith('ada@example.com');
    expect(screen.getByRole('dialog', { name: 'Check your inbox' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('We have sent your free trial details.');
    expect(storedState()).toMatchObject({ emailSubmitted: true, dismissed: false });
    expect(local.getItem('email_subscribed')).toBe('true');

    fireEvent.click(screen.getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
    await advance(300);
    expect(popup()).toBeNull();
    unmount();
    render(<EmailPopup {...props} />);
    await advance(RESHOW_AFTER_MS * 2);
    expect(popup()).toBeNull();
  });

  it('shows no message when the submission fails, and lets the visitor try again', async () => {
    // EP-020
    const onSubmitError = vi.fn();
    const { submitEmail, storedState } = setup({ onSubmitError });
    submitEmail.mockRejectedValueOnce(new Error('unavailable'));
    await advance(90_000);
    const field = screen.getByRole('textbox', { name: 'Email address' });
    fireEvent.change(field, { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send my free trial' }));
    await advance(0);
    expect(onSubmitError).toHaveBeenCalledOnce();
    expect(screen.getByRole('dialog', { name: 'Your 7-day free trial is waiting' })).toBeVisible();
    expect(field).not.toHaveAccessibleDescription();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(storedState()).toMatchObject({ emailSubmitted: false });
    fireEvent.click(screen.getByRole('button', { name: 'Send my free trial' }));
    await advance(0);
    expect(submitEmail).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('dialog', { name: 'Check your inbox' })).toBeVisible();
  });

  it('closed without an address, it returns only 7 days after it was shown', async () => {
    // EP-004, EP-010
    const first = setup();
    await advance(90_000);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await advance(300);
    expect(popup()).toBeNull();
    expect(first.storedState()).toEqual({
      ...INITIAL_POPUP_STATE,
      dismissed: true,
      lastShown: START + 90_000,
    });
    first.unmount();

    const stored = { [POPUP_STORAGE_KEYS.state]: JSON.stringify(first.storedState()) };
    vi.setSystemTime(START + 90_000 + RESHOW_AFTER_MS - 120_000);
    const early = setup({}, stored);
    await advance(90_000);
    expect(popup()).toBeNull();
    early.unmount();

    vi.setSystemTime(START + 90_000 + RESHOW_AFTER_MS);
    setup({}, stored);
    await advance(90_000);
    expect(popup()).not.toBeNull();
  });

  it("Don't show again closes it for good", async () => {
    // EP-005, EP-011
    const { storedState } = setup();
    await advance(90_000);
    fireEvent.click(screen.getByRole('button', { name: "Don't show again" }));
    await advance(300);
    expect(popup()).toBeNull();
    expect(storedState()).toMatchObject({ permanentlyDismissed: true });
  });

  it.each([
    ['signed in', { isSignedIn: true }],
    ['in a frame', { isInFrame: true }],
    ['on /signup/complete', { pathname: '/signup/complete' }],
    ['on /auth/v1/verify', { pathname: '/auth/v1/verify' }],
    ['on /dashboard', { pathname: '/dashboard' }],
  ])('never appears %s', async (_case, props) => {
    // EP-008, EP-009
    setup(props);
    await advance(RESHOW_AFTER_MS);
    expect(popup()).toBeNull();
  });

  it('does not open on an excluded page the visitor moved to before the 90 s', async () => {
    const { rerender, props } = setup();
    await advance(60_000);
    rerender(<EmailPopup {...props} pathname="/profile" />);
    await advance(60_000);
    expect(popup()).toBeNull();
    rerender(<EmailPopup {...props} pathname="/flights" />);
    await advance(0);
    expect(popup()).not.toBeNull();
  });

  it('on mobile is a bottom sheet a swipe down of more than 80 px dismisses', async () => {
    // EP-006, EP-007
    const { storedState } = setup({ layout: 'sheet' });
    await advance(90_000);
    const heading = screen.getByRole('heading', { name: 'Your 7-day free trial is waiting' });
    const swipe = (pointerId: number, to: number) => {
      fireEvent.pointerDown(heading, { pointerId, button: 0, clientY: 400 });
      fireEvent.pointerMove(heading, { pointerId, clientY: to });
      fireEvent.pointerUp(heading, { pointerId, clientY: to });
    };
    swipe(1, 480);
    await advance(300);
    expect(popup()).not.toBeNull();
    swipe(2, 481);
    await advance(300);
    expect(popup()).toBeNull();
    expect(storedState()).toMatchObject({ dismissed: true });
  });

  it('discards a corrupt stored state, writes a fresh one and still works', async () => {
    // Issue 16 "Bad input": corrupt popup state is discarded and reset.
    const { storedState } = setup({}, { [POPUP_STORAGE_KEYS.state]: '{"dismissed":tru' });
    expect(storedState()).toEqual(INITIAL_POPUP_STATE);
    await advance(90_000);
    expect(popup()).not.toBeNull();
  });

  it('keeps working when storage throws', async () => {
    const throwing: KeyValueStore = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {},
    };
    vi.stubGlobal('localStorage', throwing);
    render(
      <EmailPopup
        submitEmail={async () => ({})}
        pathname="/"
        isSignedIn={false}
        isInFrame={false}
        layout="dialog"
      />,
    );
    await advance(90_000);
    expect(popup()).not.toBeNull();
    vi.unstubAllGlobals();
  });
});
