import { passwordScore, passwordStrengthLabel, validateSignUp } from '@voyagent/auth-dialog';
import { Button } from '@voyagent/ui-kit';
import { useState, type FormEvent } from 'react';
import { Input, Label, Tab, TabList, TabPanel, Tabs, Text, TextField } from 'react-aria-components';
import { Navigate, useNavigate } from 'react-router';
import { authErrorMessage, authFallbacks } from '../auth/authErrors';
import { useAuthStore } from '../auth/authStore';
import { signIn, signUp, takeAuthRedirect } from '../auth/session';

type AuthTab = 'signin' | 'signup';

export function AuthPage() {
  const status = useAuthStore((state) => state.status);
  const [tab, setTab] = useState<AuthTab>('signin');
  if (status === 'signed-in') return <Navigate to="/" replace />;

  return (
    <section className="auth-page" aria-labelledby="auth-title">
      <h1 id="auth-title">Welcome to Voyagent</h1>
      <Tabs selectedKey={tab} onSelectionChange={(key) => setTab(key as AuthTab)}>
        <TabList aria-label="Sign in or sign up" className="auth-tabs">
          <Tab id="signin">Sign In</Tab>
          <Tab id="signup">Sign Up</Tab>
        </TabList>
        <TabPanel id="signin">
          <SignInForm />
        </TabPanel>
        <TabPanel id="signup">
          <SignUpForm />
        </TabPanel>
      </Tabs>
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
      <Field label="E-mail" type="email" autoComplete="email" value={email} onChange={setEmail} />
      <Field
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
      <Field
        label="Full name"
        autoComplete="name"
        value={form.fullName}
        onChange={set('fullName')}
      />
      <Field
        label="E-mail"
        type="email"
        autoComplete="email"
        value={form.email}
        onChange={set('email')}
      />
      <Field
        label="Password"
        type="password"
        autoComplete="new-password"
        value={form.password}
        onChange={set('password')}
        description={strength}
      />
      <Field
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

interface FieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'password';
  autoComplete: string;
  /** Read with the field (aria-describedby), e.g. the password strength. */
  description?: string;
}

function Field({ label, value, onChange, type = 'text', autoComplete, description }: FieldProps) {
  return (
    <TextField
      className="field"
      type={type}
      value={value}
      onChange={onChange}
      autoComplete={autoComplete}
    >
      <Label>{label}</Label>
      <Input />
      {description !== undefined && (
        // Rendered from the start, even empty: react-aria links a description slot found at mount.
        <Text slot="description" className="password-strength" aria-live="polite">
          {description}
        </Text>
      )}
    </TextField>
  );
}

function FormError({ message }: { message: string }) {
  return (
    <p role="alert" className="form-error">
      {message}
    </p>
  );
}
