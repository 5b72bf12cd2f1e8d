import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { Button } from '@voyagent/ui-kit/Button';
import { Dialog } from '@voyagent/ui-kit/Dialog';
import { Drawer } from '@voyagent/ui-kit/Drawer';
import { TextField } from '@voyagent/ui-kit/TextField';
import { validatePopupEmail } from '../emailValidation/emailValidation';
import {
  browsingStart,
  dismissed,
  dismissedForGood,
  popupBlock,
  popupSchedule,
  POPUP_STORAGE_KEYS,
  shown,
  submitted,
  type PopupState,
} from '../popupRules/popupRules';
import {
  browserPopupStorage,
  loadPopupState,
  savePopupState,
  type PopupStorage,
} from './popupStorage';
import styles from './EmailPopup.module.css';

/** The popup's words; every one can be replaced (for another language, say). */
export interface EmailPopupTexts {
  title: string;
  description: string;
  emailLabel: string;
  submit: string;
  dontShowAgain: string;
  confirmationTitle: string;
  confirmation: string;
  close: string;
}

export const EMAIL_POPUP_TEXTS: EmailPopupTexts = {
  title: 'Your 7-day free trial is waiting',
  description:
    'Leave your e-mail and we will send you how to start planning with Voyagent, free for 7 days with no card needed.',
  emailLabel: 'Email address',
  submit: 'Send my free trial',
  dontShowAgain: "Don't show again",
  confirmationTitle: 'Check your inbox',
  confirmation: 'We have sent your free trial details. See you soon!',
  close: 'Close',
};

export type EmailPopupLayout = 'auto' | 'dialog' | 'sheet';

export interface EmailPopupProps {
  /**
   * Sends the address to the backend (travel.md §7 `trial-signup-email`). Resolve when it is
   * accepted, including an address already known (that counts as success, travel.md §5); reject
   * on failure, which the popup shows no message for (§8).
   */
  submitEmail: (email: string) => Promise<unknown>;
  /** The current page's path; the popup never shows on the excluded paths. */
  pathname: string;
  /** A signed-in user never sees the popup. */
  isSignedIn: boolean;
  /** Where the state and flags are kept; the browser's local and session storage by default. */
  storage?: PopupStorage;
  /** The clock, in ms since the epoch; `Date.now` by default. */
  now?: () => number;
  /** Whether the page runs in a frame, where it never shows; detected by default. */
  isInFrame?: boolean;
  /**
   * `sheet`: a bottom sheet a swipe down closes (mobile); `dialog`: a centred dialog; `auto`
   * (default): the sheet on a window under 768 px wide with touch, the dialog elsewhere.
   */
  layout?: EmailPopupLayout;
  texts?: Partial<EmailPopupTexts>;
  /** Told about a failed submission (for the host's log); the visitor sees nothing. */
  onSubmitError?: (error: unknown) => void;
}

function detectFrame(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    // A cross-origin parent refuses the comparison: that is a frame too.
    return true;
  }
}

const MOBILE_QUERY = '(max-width: 767px)';

function subscribeToWidth(onChange: () => void) {
  const query = window.matchMedia?.(MOBILE_QUERY);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** travel.md §2: the mobile variant is a window under 768 px wide with touch. */
function isMobileWindow(): boolean {
  return Boolean(window.matchMedia?.(MOBILE_QUERY).matches) && navigator.maxTouchPoints > 0;
}

/**
 * The e-mail capture popup (travel.md §2–§9): a guest browsing for 90 s sees it; the overlay mounts
 * after 5 s; closing it brings it back after 7 days, "Don't show again" or an accepted address
 * never. It renders nothing when signed in, in a frame or on an excluded path.
 */
export function EmailPopup({
  submitEmail,
  pathname,
  isSignedIn,
  storage: givenStorage,
  now = Date.now,
  isInFrame: givenInFrame,
  layout = 'auto',
  texts: givenTexts,
  onSubmitError,
}: EmailPopupProps) {
  const texts = { ...EMAIL_POPUP_TEXTS, ...givenTexts };
  const [storage] = useState(() => givenStorage ?? browserPopupStorage());
  const [isInFrame] = useState(() => givenInFrame ?? detectFrame());
  const [state, setState] = useState<PopupState>(() => loadPopupState(storage.local));
  const [isOverlayMounted, setOverlayMounted] = useState(false);
  const [isDue, setDue] = useState(false);
  const [isClosed, setClosed] = useState(false);
  const [phase, setPhase] = useState<EmailPopupPhase>('form');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const isMobile = useSyncExternalStore(subscribeToWidth, isMobileWindow, () => false);
  // The clock the page started with; a new function each render must not restart the timers.
  const [clock] = useState(() => now);

  useEffect(() => {
    const started = clock();
    const start = browsingStart(storage.session.getItem(POPUP_STORAGE_KEYS.visited), started);
    storage.session.setItem(POPUP_STORAGE_KEYS.visited, String(start));
    const { mountInMs, openInMs } = popupSchedule(start, started);
    const mount = setTimeout(() => setOverlayMounted(true), mountInMs);
    const open = setTimeout(() => setDue(true), openInMs);
    return () => {
      clearTimeout(mount);
      clearTimeout(open);
    };
  }, [storage, clock]);

  const update = (next: PopupState) => {
    savePopupState(storage.local, next);
    setState(next);
  };

  const block = popupBlock({
    state,
    subscribed: storage.local.getItem(POPUP_STORAGE_KEYS.subscribed) === 'true',
    now: clock(),
    pathname,
    isSignedIn,
    isInFrame,
  });
  // Once an address is accepted the confirmation stays until closed, though it now blocks.
  const isOpen = isDue && !isClosed && (phase === 'confirmed' ? !isSignedIn : block === null);

  const hasRecordedShowing = useRef(false);
  useEffect(() => {
    if (!isOpen || hasRecordedShowing.current) return;
    hasRecordedShowing.current = true;
    update(shown(state, clock()));
  });

  // EP-003: nothing of the overlay exists before its 5 s; from then on it is there, closed.
  if (!isOverlayMounted) return null;

  const close = (next: PopupState) => {
    if (phase !== 'confirmed') update(next);
    setClosed(true);
  };

  const onSubmit = async () => {
    if (phase === 'sending') return;
    const checked = validatePopupEmail(email);
    if (!checked.valid) {
      setError(checked.message);
      return;
    }
    setError(undefined);
    setPhase('sending');
    try {
      await submitEmail(checked.email);
    } catch (failure) {
      setPhase('form');
      onSubmitError?.(failure);
      return;
    }
    storage.local.setItem(POPUP_STORAGE_KEYS.subscribed, 'true');
    update(submitted(state));
    setPhase('confirmed');
  };

  return (
    <EmailPopupPanel
      isOpen={isOpen}
      phase={phase}
      email={email}
      error={error}
      layout={layout === 'sheet' || (layout === 'auto' && isMobile) ? 'sheet' : 'dialog'}
      texts={texts}
      onEmailChange={(value) => {
        setEmail(value);
        setError(undefined);
      }}
      onSubmit={() => void onSubmit()}
      onDontShowAgain={() => close(dismissedForGood(state))}
      onClose={() => close(dismissed(state))}
    />
  );
}

export type EmailPopupPhase = 'form' | 'sending' | 'confirmed';

export interface EmailPopupPanelProps {
  isOpen: boolean;
  phase: EmailPopupPhase;
  email: string;
  /** The address check's message, shown on the field. */
  error: string | undefined;
  layout: 'dialog' | 'sheet';
  texts: EmailPopupTexts;
  onEmailChange: (email: string) => void;
  onSubmit: () => void;
  onDontShowAgain: () => void;
  /** Escape, the × button, an outside click, a swipe down (sheet) or the confirmation's Close. */
  onClose: () => void;
}

/**
 * What the popup looks like in each phase, without its timing and storage: the form, sending,
 * and the confirmation panel; a centred dialog or a bottom sheet. Both close with a 200 ms
 * animation (none under prefers-reduced-motion), the sheet also on a swipe down of over 80 px.
 */
export function EmailPopupPanel({
  isOpen,
  phase,
  email,
  error,
  layout,
  texts,
  onEmailChange,
  onSubmit,
  onDontShowAgain,
  onClose,
}: EmailPopupPanelProps) {
  const body =
    phase === 'confirmed' ? (
      <div className={styles.confirmation}>
        <p role="status">{texts.confirmation}</p>
        <Button onPress={onClose}>{texts.close}</Button>
      </div>
    ) : (
      <form
        className={styles.form}
        noValidate
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <p className={styles.description}>{texts.description}</p>
        <TextField
          label={texts.emailLabel}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={onEmailChange}
          // Our check and words (travel.md §5), not the browser's own message for type=email.
          validationBehavior="aria"
          isInvalid={error !== undefined}
          errorMessage={error}
        />
        <div className={styles.actions}>
          <Button type="submit" isLoading={phase === 'sending'}>
            {texts.submit}
          </Button>
          <Button variant="ghost" onPress={onDontShowAgain}>
            {texts.dontShowAgain}
          </Button>
        </div>
      </form>
    );
  const title = phase === 'confirmed' ? texts.confirmationTitle : texts.title;
  const onOpenChange = (open: boolean) => {
    if (!open) onClose();
  };
  return layout === 'sheet' ? (
    <Drawer
      placement="bottom"
      title={title}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      closeLabel={texts.close}
    >
      {body}
    </Drawer>
  ) : (
    <Dialog
      size="sm"
      title={title}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      closeLabel={texts.close}
    >
      {body}
    </Dialog>
  );
}
