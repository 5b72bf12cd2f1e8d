import { Button, Tabs, TextField } from '@voyagent/ui-kit';
import { useEffect, useId, useReducer, useState, type FormEvent, type ReactNode } from 'react';
import type { AuthAdapter } from '../authFlow/adapter';
import type { AuthFormAction } from '../authFlow/authMessages';
import {
  idleSubmit,
  isSubmitBusy,
  runAuthAction,
  submitReducer,
  type SubmitState,
} from '../authFlow/authSubmit';
import {
  passwordScore,
  passwordStrengthLabel,
  signUpMessages,
  validateSignUp,
} from '../signUpRules';
import styles from './AuthForms.module.css';

/** The dialog's two tabs (travel.md §2, §4). */
export type AuthTab = 'signin' | 'signup';

export interface AuthFormsProps {
  adapter: AuthAdapter;
  /** The tab shown first; sign-in unless told. */
  defaultTab?: AuthTab;
  /** Runs after a successful sign-in or sign-up, once the form is cleared. */
  onSuccess?: () => void;
  /** Level of the reset and resend forms' headings: one below the host's title. */
  headingLevel?: 2 | 3;
}

type View = AuthTab | 'reset' | 'resend';

/** The dialog's and the panel's heading unless the host gives its own. */
export const DEFAULT_AUTH_TITLE = 'Sign in or create an account';

export const authFormTexts = {
  tabsLabel: 'Sign in or sign up',
  signInTab: 'Sign In',
  signUpTab: 'Sign Up',
  email: 'E-mail',
  password: 'Password',
  fullName: 'Full name',
  confirmPassword: 'Confirm password',
  signIn: 'Sign In',
  signingIn: 'Signing in...',
  createAccount: 'Create Account',
  creatingAccount: 'Creating account...',
  verifying: 'Verifying...',
  forgotPassword: 'Forgot password?',
  noVerificationEmail: 'Resend verification e-mail',
  resetTitle: 'Reset your password',
  resetHelp: 'Enter your e-mail and we will send you a link to choose a new password.',
  sendResetLink: 'Send reset link',
  resetSent: 'Password reset e-mail sent. Check your inbox.',
  resendTitle: 'Resend verification e-mail',
  resendHelp: 'Enter the e-mail you signed up with and we will send the verification link again.',
  sendVerification: 'Send verification e-mail',
  resendSent: 'Verification e-mail sent. Check your inbox.',
  sending: 'Sending...',
  back: 'Back',
  emailRequired: 'Please enter your e-mail address',
} as const;

/**
 * Every field is required (travel.md §5); the form says so on submit rather than marking each
 * label, so the labels stay the fields' plain names.
 *
 * The sign-in and sign-up forms with their tabs, and the password-reset and resend-verification
 * forms they lead to. Every action goes through the adapter; sign-in and sign-up pass the human
 * check first when the adapter supplies a token.
 */
export function AuthForms({
  adapter,
  defaultTab = 'signin',
  onSuccess,
  headingLevel = 2,
}: AuthFormsProps) {
  const [view, setView] = useState<View>(defaultTab);
  const [email, setEmail] = useState('');

  // A form is open: the human check may start loading its script now, not on page load.
  useEffect(() => {
    adapter.prepareHumanCheck?.();
  }, [adapter]);

  const back = () => setView('signin');
  if (view === 'reset' || view === 'resend') {
    return (
      <EmailOnlyForm
        key={view}
        kind={view}
        adapter={adapter}
        initialEmail={email}
        headingLevel={headingLevel}
        onBack={back}
      />
    );
  }
  return (
    <div className={styles.forms}>
      <Tabs
        aria-label={authFormTexts.tabsLabel}
        selectedKey={view}
        onSelectionChange={(key) => setView(key === 'signup' ? 'signup' : 'signin')}
        items={[
          {
            id: 'signin',
            label: authFormTexts.signInTab,
            content: (
              <SignInForm
                adapter={adapter}
                email={email}
                onEmailChange={setEmail}
                onSuccess={onSuccess}
              />
            ),
          },
          {
            id: 'signup',
            label: authFormTexts.signUpTab,
            content: (
              <SignUpForm
                adapter={adapter}
                email={email}
                onEmailChange={setEmail}
                onSuccess={onSuccess}
              />
            ),
          },
        ]}
      />
      {view === 'signin' && (
        <div className={styles.links}>
          <Button variant="ghost" size="sm" onPress={() => setView('reset')}>
            {authFormTexts.forgotPassword}
          </Button>
          <Button variant="ghost" size="sm" onPress={() => setView('resend')}>
            {authFormTexts.noVerificationEmail}
          </Button>
        </div>
      )}
    </div>
  );
}

/** One form's submit state and runner; `run` ignores a submit while one is under way. */
function useAuthSubmit(adapter: AuthAdapter, action: AuthFormAction) {
  const [state, dispatch] = useReducer(submitReducer, idleSubmit);
  const busy = isSubmitBusy(state);
  const run = (call: () => Promise<void>) =>
    busy ? Promise.resolve(false) : runAuthAction(adapter, action, call, dispatch);
  const fail = (message: string) => dispatch({ type: 'failed', message });
  return { state, busy, run, fail };
}

function submitLabel(state: SubmitState, sendingText: string): string {
  return state.status === 'checking' ? authFormTexts.verifying : sendingText;
}

interface EmailSharingProps {
  adapter: AuthAdapter;
  /** Shared between the forms, so switching tab or view keeps what was typed. */
  email: string;
  onEmailChange: (email: string) => void;
  onSuccess?: () => void;
}

function SignInForm({ adapter, email, onEmailChange, onSuccess }: EmailSharingProps) {
  const [password, setPassword] = useState('');
  const { state, busy, run, fail } = useAuthSubmit(adapter, 'signin');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) return fail(signUpMessages.required);
    const succeeded = await run(() => adapter.signIn({ email: email.trim(), password }));
    if (!succeeded) return;
    onEmailChange('');
    setPassword('');
    onSuccess?.();
  };

  return (
    <AuthForm
      onSubmit={submit}
      state={state}
      busy={busy}
      submitText={authFormTexts.signIn}
      loadingText={submitLabel(state, authFormTexts.signingIn)}
    >
      <EmailField value={email} onChange={onEmailChange} />
      <TextField
        label={authFormTexts.password}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
      />
    </AuthForm>
  );
}

const emptySignUp = { fullName: '', password: '', confirmPassword: '' };

function SignUpForm({ adapter, email, onEmailChange, onSuccess }: EmailSharingProps) {
  const [fields, setFields] = useState(emptySignUp);
  const { state, busy, run, fail } = useAuthSubmit(adapter, 'signup');
  const set = (field: keyof typeof emptySignUp) => (value: string) =>
    setFields((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const form = { ...fields, email };
    const problem = validateSignUp(form);
    if (problem) return fail(problem);
    const succeeded = await run(() =>
      adapter.signUp({
        email: email.trim(),
        password: fields.password,
        fullName: fields.fullName.trim(),
      }),
    );
    if (!succeeded) return;
    onEmailChange('');
    setFields(emptySignUp);
    onSuccess?.();
  };

  return (
    <AuthForm
      onSubmit={submit}
      state={state}
      busy={busy}
      submitText={authFormTexts.createAccount}
      loadingText={submitLabel(state, authFormTexts.creatingAccount)}
    >
      <TextField
        label={authFormTexts.fullName}
        autoComplete="name"
        value={fields.fullName}
        onChange={set('fullName')}
      />
      <EmailField value={email} onChange={onEmailChange} />
      <TextField
        label={authFormTexts.password}
        type="password"
        autoComplete="new-password"
        value={fields.password}
        onChange={set('password')}
        // Passed from the start, even empty: react-aria links a description found at mount, and
        // the live region must exist before its text changes to be announced.
        description={<PasswordStrength password={fields.password} />}
      />
      <TextField
        label={authFormTexts.confirmPassword}
        type="password"
        autoComplete="new-password"
        value={fields.confirmPassword}
        onChange={set('confirmPassword')}
      />
    </AuthForm>
  );
}

const SEGMENTS = 5;

/** travel.md §5: the live score (five segments) and its label, as the password's description. */
function PasswordStrength({ password }: { password: string }) {
  const score = passwordScore(password);
  const label = password ? passwordStrengthLabel(score) : '';
  const tone =
    label === 'Strong password' ? styles.strong : label === 'Medium strength' ? styles.medium : '';
  return (
    <span className={styles.strength}>
      <span className={styles.meter} aria-hidden="true" data-score={password ? score : undefined}>
        {Array.from({ length: SEGMENTS }, (_, index) => (
          <span
            key={index}
            className={`${styles.segment} ${index < score ? tone || styles.weak : ''}`}
          />
        ))}
      </span>
      <span aria-live="polite">{label}</span>
    </span>
  );
}

function EmailField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <TextField
      label={authFormTexts.email}
      type="email"
      autoComplete="email"
      value={value}
      onChange={onChange}
    />
  );
}

interface AuthFormProps {
  onSubmit: (event: FormEvent) => void;
  state: SubmitState;
  busy: boolean;
  submitText: string;
  loadingText: string;
  /** The form's heading, when it has one. */
  labelledBy?: string;
  /** A polite status line above the submit button (set only by forms that confirm a sending). */
  notice?: string;
  footer?: ReactNode;
  children: ReactNode;
}

/**
 * Every auth form's frame: its fields, the error line (an alert, present from the start so the
 * message is announced when it appears), an optional status line, and the submit button that
 * shows the busy text while the action runs.
 */
function AuthForm({
  onSubmit,
  state,
  busy,
  submitText,
  loadingText,
  labelledBy,
  notice,
  footer,
  children,
}: AuthFormProps) {
  return (
    <form
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
      aria-busy={busy}
      aria-labelledby={labelledBy}
    >
      {children}
      <p role="alert" className={styles.error}>
        {state.status === 'failed' ? state.message : ''}
      </p>
      {notice !== undefined && (
        <p role="status" className={styles.notice}>
          {notice}
        </p>
      )}
      <Button type="submit" isLoading={busy} loadingText={loadingText} fullWidth>
        {submitText}
      </Button>
      {footer}
    </form>
  );
}

const emailOnlyTexts = {
  reset: {
    title: authFormTexts.resetTitle,
    help: authFormTexts.resetHelp,
    button: authFormTexts.sendResetLink,
    sent: authFormTexts.resetSent,
  },
  resend: {
    title: authFormTexts.resendTitle,
    help: authFormTexts.resendHelp,
    button: authFormTexts.sendVerification,
    sent: authFormTexts.resendSent,
  },
} as const;

function EmailOnlyForm({
  kind,
  adapter,
  initialEmail,
  headingLevel,
  onBack,
}: {
  kind: 'reset' | 'resend';
  adapter: AuthAdapter;
  initialEmail: string;
  headingLevel: 2 | 3;
  onBack: () => void;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const texts = emailOnlyTexts[kind];
  const [email, setEmail] = useState(initialEmail);
  const { state, busy, run, fail } = useAuthSubmit(adapter, kind);
  const titleId = useId();
  const send = (address: string) =>
    kind === 'reset' ? adapter.sendPasswordReset(address) : adapter.resendVerification(address);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) return fail(authFormTexts.emailRequired);
    await run(() => send(address));
  };

  return (
    <AuthForm
      onSubmit={submit}
      state={state}
      busy={busy}
      submitText={texts.button}
      loadingText={authFormTexts.sending}
      labelledBy={titleId}
      notice={state.status === 'succeeded' ? texts.sent : ''}
      footer={
        <Button variant="ghost" onPress={onBack} isDisabled={busy}>
          {authFormTexts.back}
        </Button>
      }
    >
      <Heading id={titleId} className={styles.heading}>
        {texts.title}
      </Heading>
      <p>{texts.help}</p>
      <EmailField value={email} onChange={setEmail} />
    </AuthForm>
  );
}
