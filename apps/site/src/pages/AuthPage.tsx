import { passwordScore, passwordStrengthLabel, validateSignUp } from '@voyagent/auth-dialog';
import { Button, Tabs, TextField } from '@voyagent/ui-kit';
import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { authErrorMessage, authFallbacks } from '../auth/authErrors';
import { useAuthStore } from '../auth/authStore';
import { signIn, signUp, takeAuthRedirect } from '../auth/session';

export function AuthPage() {
  const status = useAuthStore((state) => state.status);
  if (status === 'signed-in') return <Navigate to="/" replace />;

  return (
    <section className="auth-page" aria-labelledby="auth-title">
      <h1 id="auth-title">Welcome to Voyagent</h1>
      <Tabs
        aria-label="Sign in or sign up"
        defaultSelectedKey="signin"
        items={[
          { id: 'signin', label: 'Sign In', content: <SignInForm /> },
          { id: 'signup', label: 'Sign Up', content: <SignUpForm /> },
        ]}
      />
    </section>
  );
}

function useSubmit(action: () => Promise<void>, fallback: string) {
  const navigate = useNavigate();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent, validationError: string | null = null) => {
    event.preventDefault();
    setError(validationError ?? '');
    if (validationError) return;
    setBusy(true);
    try {
      await action();
      navigate(takeAuthRedirect(), { replace: true });
    } catch (caught) {
      setError(authErrorMessage(caught, fallback));
      setBusy(false);
    }
  };
  return { submit, error, busy };
}

function SignInForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { submit, error, busy } = useSubmit(() => signIn(email, password), authFallbacks.signIn);
  return (
    <form className="auth-form" onSubmit={(event) => submit(event)} noValidate>
      <TextField
        label="E-mail"
        type="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
      />
      <FormError message={error} />
      <Button type="submit" isLoading={busy} loadingText="Signing in..." fullWidth>
        Sign In
      </Button>
    </form>
  );
}

function SignUpForm() {
  const [form, setForm] = useState({ fullName: '', email: '', password: '', confirmPassword: '' });
  const set = (field: keyof typeof form) => (value: string) => setForm({ ...form, [field]: value });
  const { submit, error, busy } = useSubmit(
    () => signUp(form.email, form.password, form.fullName),
    authFallbacks.signUp,
  );
  const strength = form.password ? passwordStrengthLabel(passwordScore(form.password)) : '';
  return (
    <form
      className="auth-form"
      onSubmit={(event) => submit(event, validateSignUp(form))}
      noValidate
    >
      <TextField
        label="Full name"
        autoComplete="name"
        value={form.fullName}
        onChange={set('fullName')}
      />
      <TextField
        label="E-mail"
        type="email"
        autoComplete="email"
        value={form.email}
        onChange={set('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        value={form.password}
        onChange={set('password')}
        // Passed from the start, even empty: react-aria links a description found at mount, and
        // the live region must exist before its text changes to be announced.
        description={<span aria-live="polite">{strength}</span>}
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        value={form.confirmPassword}
        onChange={set('confirmPassword')}
      />
      <FormError message={error} />
      <Button type="submit" isLoading={busy} loadingText="Creating account..." fullWidth>
        Create Account
      </Button>
    </form>
  );
}

function FormError({ message }: { message: string }) {
  return (
    <p role="alert" className="form-error">
      {message}
    </p>
  );
}
