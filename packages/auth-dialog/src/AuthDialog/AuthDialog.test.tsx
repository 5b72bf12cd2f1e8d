import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { AuthAdapter } from '../authFlow/adapter';
import { AuthDialog } from './AuthDialog';
import { AuthPanel } from './AuthPanel';
import type { AuthTab } from './AuthForms';

function fakeAdapter(overrides: Partial<AuthAdapter> = {}): AuthAdapter {
  return {
    signIn: vi.fn().mockResolvedValue(undefined),
    signUp: vi.fn().mockResolvedValue(undefined),
    sendPasswordReset: vi.fn().mockResolvedValue(undefined),
    resendVerification: vi.fn().mockResolvedValue(undefined),
    ...overrides,
  } as AuthAdapter;
}

function DialogHost({
  adapter,
  onSuccess,
  defaultTab,
}: {
  adapter: AuthAdapter;
  onSuccess: () => void;
  defaultTab?: AuthTab;
}) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Save
      </button>
      <AuthDialog
        adapter={adapter}
        isOpen={isOpen}
        onOpenChange={setOpen}
        onSuccess={onSuccess}
        defaultTab={defaultTab}
      />
    </>
  );
}

async function openDialog(adapter: AuthAdapter, defaultTab?: AuthTab) {
  const user = userEvent.setup();
  const onSuccess = vi.fn();
  render(<DialogHost adapter={adapter} onSuccess={onSuccess} defaultTab={defaultTab} />);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  const dialog = await screen.findByRole('dialog', { name: 'Sign in or create an account' });
  return { user, onSuccess, dialog };
}

const alert = () => screen.getByRole('alert');

describe('AuthDialog', { timeout: 30_000 }, () => {
  it('signs in from the keyboard, closes, then runs the deferred action (AD-001)', async () => {
    // AD-004, AD-002
    const order: string[] = [];
    const adapter = fakeAdapter({
      signIn: vi.fn(async () => void order.push('signIn')),
    });
    const { user, onSuccess } = await openDialog(adapter);
    onSuccess.mockImplementation(() =>
      order.push(screen.queryByRole('dialog') ? 'action while open' : 'action after close'),
    );
    expect(screen.getByRole('tab', { name: 'Sign In', selected: true })).toBeVisible();
    await user.type(screen.getByLabelText(/E-mail/), ' ada@example.com ');
    await user.type(screen.getByLabelText(/^Password/), 'Voyage2026!{Enter}');
    expect(adapter.signIn).toHaveBeenCalledExactlyOnceWith({
      email: 'ada@example.com',
      password: 'Voyage2026!',
    });
    await waitFor(() => expect(order).toEqual(['signIn', 'action after close']));
  });

  it('keeps the dialog open with the server message, without its status suffix', async () => {
    // AD-028
    const adapter = fakeAdapter({
      signIn: vi.fn().mockRejectedValue(new Error('Invalid login credentials [400]')),
    });
    const { user, onSuccess } = await openDialog(adapter);
    await user.type(screen.getByLabelText(/E-mail/), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'wrong{Enter}');
    expect(await screen.findByText('Invalid login credentials')).toBe(
      within(alert()).getByText('Invalid login credentials'),
    );
    expect(screen.getByRole('dialog')).toBeVisible();
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('shows "Failed to sign in" when the server gives no message', async () => {
    // AD-025
    const adapter = fakeAdapter({ signIn: vi.fn().mockRejectedValue(new Error('')) });
    const { user } = await openDialog(adapter);
    await user.type(screen.getByLabelText(/E-mail/), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'x{Enter}');
    expect(await screen.findByText('Failed to sign in')).toBeVisible();
  });

  it('starts the human check when the form opens and verifies before signing in (BE-006)', async () => {
    // AD-019
    const prepareHumanCheck = vi.fn();
    const verifyHumanCheck = vi.fn().mockResolvedValue({ success: true });
    const adapter = fakeAdapter({
      prepareHumanCheck,
      getHumanCheckToken: vi.fn().mockResolvedValue('tok'),
      verifyHumanCheck,
    });
    const user = userEvent.setup();
    render(<DialogHost adapter={adapter} onSuccess={() => {}} />);
    expect(prepareHumanCheck).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(prepareHumanCheck).toHaveBeenCalled();
    await user.type(screen.getByLabelText(/E-mail/), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Voyage2026!{Enter}');
    expect(verifyHumanCheck).toHaveBeenCalledWith({ token: 'tok', action: 'login' });
    expect(adapter.signIn).toHaveBeenCalledOnce();
  });

  it('stops sign-in with the reCAPTCHA text or the security text', async () => {
    // AD-020, AD-021, AD-022
    const verifyHumanCheck = vi
      .fn()
      .mockResolvedValueOnce({ success: false })
      .mockRejectedValueOnce(new Error('offline'));
    const adapter = fakeAdapter({
      getHumanCheckToken: vi.fn().mockResolvedValue('tok'),
      verifyHumanCheck,
    });
    const { user } = await openDialog(adapter);
    await user.type(screen.getByLabelText(/E-mail/), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Voyage2026!{Enter}');
    expect(
      await screen.findByText('reCAPTCHA verification failed. Please try again.'),
    ).toBeVisible();
    await user.keyboard('{Enter}');
    expect(
      await screen.findByText('Security verification failed. Please try again.'),
    ).toBeVisible();
    expect(adapter.signIn).not.toHaveBeenCalled();
  });

  it('closes on Escape without running the deferred action', async () => {
    const { user, onSuccess } = await openDialog(fakeAdapter());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('switches tabs with the arrow keys and opens on the tab asked for', async () => {
    // AD-003
    const { user } = await openDialog(fakeAdapter(), 'signup');
    const signUpTab = screen.getByRole('tab', { name: 'Sign Up', selected: true });
    expect(screen.getByLabelText(/Confirm password/)).toBeVisible();
    signUpTab.focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Sign In', selected: true })).toHaveFocus();
    expect(screen.queryByLabelText(/Confirm password/)).toBeNull();
  });
});

describe('AuthPanel sign-up', { timeout: 30_000 }, () => {
  function renderPanel(adapter = fakeAdapter()) {
    const user = userEvent.setup();
    const onSuccess = vi.fn();
    render(
      <AuthPanel adapter={adapter} defaultTab="signup" onSuccess={onSuccess} title="Welcome" />,
    );
    return { user, adapter, onSuccess };
  }

  const field = (name: RegExp) => screen.getByLabelText(name);

  async function fill(user: ReturnType<typeof userEvent.setup>, password = 'Voyage2026!') {
    await user.type(field(/Full name/), '  Ada Lovelace ');
    await user.type(field(/E-mail/), 'ada@example.com');
    await user.type(field(/^Password/), password);
    await user.type(field(/Confirm password/), password);
  }

  it('requires all four fields, blank counting as empty', async () => {
    // AD-005..AD-009
    const { user, adapter } = renderPanel();
    await fill(user);
    await user.clear(field(/Full name/));
    await user.type(field(/Full name/), '   {Enter}');
    expect(alert()).toHaveTextContent('All fields are required');
    expect(adapter.signUp).not.toHaveBeenCalled();
  });

  it('labels the fields by their plain names', () => {
    renderPanel();
    for (const name of ['Full name', 'E-mail', 'Password', 'Confirm password']) {
      expect(screen.getByLabelText(name)).toBeVisible();
    }
  });

  it('shows the strength label live as the password field description', async () => {
    // AD-016, AD-017, AD-018
    const { user } = renderPanel();
    const password = field(/^Password/);
    const describedBy = () =>
      (password.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' ');
    await user.type(password, 'abc');
    expect(describedBy()).toContain('Weak password');
    await user.type(password, 'defgh');
    expect(describedBy()).toContain('Medium strength');
    await user.type(password, 'A1!');
    expect(describedBy()).toContain('Strong password');
    expect(screen.getByText('Strong password')).toHaveAttribute('aria-live', 'polite');
  });

  it.each([
    ['Voyage2026!', 'Voyage2026?', 'Passwords do not match'],
    ['Ab1!', 'Ab1!', 'Password must be at least 8 characters'],
    [
      'abcdefghij',
      'abcdefghij',
      'Please choose a stronger password. Include uppercase, lowercase, numbers, and special characters.',
    ],
  ])('refuses %j / %j with "%s"', async (password, confirmation, message) => {
    // AD-010, AD-011, AD-013
    const { user, adapter } = renderPanel();
    await user.type(field(/Full name/), 'Ada');
    await user.type(field(/E-mail/), 'ada@example.com');
    await user.type(field(/^Password/), password);
    await user.type(field(/Confirm password/), `${confirmation}{Enter}`);
    expect(alert()).toHaveTextContent(message);
    expect(adapter.signUp).not.toHaveBeenCalled();
  });

  it('verifies the signup action, sends the trimmed form and clears it on success (AD-001, BE-005)', async () => {
    // AD-004, AD-019
    const verifyHumanCheck = vi.fn().mockResolvedValue({ success: true });
    const { user, adapter, onSuccess } = renderPanel(
      fakeAdapter({ getHumanCheckToken: vi.fn().mockResolvedValue('tok'), verifyHumanCheck }),
    );
    await fill(user);
    await user.keyboard('{Enter}');
    expect(verifyHumanCheck).toHaveBeenCalledWith({ token: 'tok', action: 'signup' });
    expect(adapter.signUp).toHaveBeenCalledExactlyOnceWith({
      email: 'ada@example.com',
      password: 'Voyage2026!',
      fullName: 'Ada Lovelace',
    });
    expect(onSuccess).toHaveBeenCalledOnce();
    for (const name of [/Full name/, /E-mail/, /^Password/, /Confirm password/]) {
      expect(field(name)).toHaveValue('');
    }
  });

  it('shows "Failed to sign up" and keeps the form when the server gives no message', async () => {
    // AD-026
    const { user, onSuccess } = renderPanel(fakeAdapter({ signUp: vi.fn().mockRejectedValue({}) }));
    await fill(user);
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Failed to sign up')).toBeVisible();
    expect(field(/Full name/)).toHaveValue('  Ada Lovelace ');
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('sends once on a double submit', async () => {
    let finish = () => {};
    const signUp = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user } = renderPanel(fakeAdapter({ signUp }));
    await fill(user);
    await user.keyboard('{Enter}');
    const button = screen.getByRole('button', { name: 'Creating account...' });
    await user.click(button);
    await user.keyboard('{Enter}');
    finish();
    expect(signUp).toHaveBeenCalledOnce();
  });
});

describe('AuthPanel help flows', { timeout: 30_000 }, () => {
  it('sends the password-reset e-mail to the address typed at sign-in', async () => {
    const adapter = fakeAdapter();
    const user = userEvent.setup();
    render(<AuthPanel adapter={adapter} />);
    await user.type(screen.getByLabelText(/E-mail/), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const form = screen.getByRole('form', { name: 'Reset your password' });
    expect(within(form).getByLabelText(/E-mail/)).toHaveValue('ada@example.com');
    await user.click(within(form).getByRole('button', { name: 'Send reset link' }));
    expect(adapter.sendPasswordReset).toHaveBeenCalledExactlyOnceWith('ada@example.com');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Password reset e-mail sent. Check your inbox.',
    );
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('tab', { name: 'Sign In', selected: true })).toBeVisible();
  });

  it('resends the verification e-mail, and explains a failure', async () => {
    const adapter = fakeAdapter({
      resendVerification: vi
        .fn()
        .mockRejectedValueOnce(new Error('Too many requests [429]'))
        .mockResolvedValueOnce(undefined),
    });
    const user = userEvent.setup();
    render(<AuthPanel adapter={adapter} />);
    await user.click(screen.getByRole('button', { name: 'Resend verification e-mail' }));
    const form = screen.getByRole('form', { name: 'Resend verification e-mail' });
    const send = within(form).getByRole('button', { name: 'Send verification e-mail' });
    await user.click(send);
    expect(alert()).toHaveTextContent('Please enter your e-mail address');
    await user.type(within(form).getByLabelText(/E-mail/), 'ada@example.com{Enter}');
    expect(alert()).toHaveTextContent('Too many requests');
    await user.click(send);
    expect(adapter.resendVerification).toHaveBeenLastCalledWith('ada@example.com');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Verification e-mail sent. Check your inbox.',
    );
    expect(alert()).toBeEmptyDOMElement();
  });
});
