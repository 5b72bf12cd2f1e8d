import {
  Component,
  startTransition,
  Suspense,
  use,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { flushSync } from 'react-dom';
import { useLocation, useNavigate } from 'react-router';
import { useLaunchSplashState } from '../shell/launchSplashState';
import { useAfterIdle } from '../shell/useAfterIdle';
import {
  controlAt,
  controlIndex,
  disclosureStates,
  isPartDue,
  pressIndex,
  restoreDisclosures,
  retypeValue,
  routerPathOfClick,
  typedValues,
  type TypedValue,
} from './deferredMarkupRules';
import type { MarkupLoader } from './markupLoader';
import { swapTurns } from './swapTurns';
import styles from './deferredMarkup.module.css';

/** How far below the viewport a part starts loading when it waits for the visitor to near it. */
const NEAR_VIEWPORT_MARGIN = '600px 0px';

/** What the visitor did to the prerendered markup, passed on to the live markup. */
interface Handover {
  focus?: number;
  press?: number;
  submit?: number;
  typed: TypedValue[];
  /** Each disclosure's open state (a FAQ answer opens without script). */
  disclosures: boolean[];
}

/** The attribute that names a part's markup in the page: `data-home-part="assistant-box"`. */
const markupAttribute = (kind: string) => `data-${kind}-part`;

function prerenderedMarkup(kind: string, name: string): string {
  return document.querySelector(`[${markupAttribute(kind)}="${name}"]`)?.innerHTML ?? '';
}

/** True once an element of `root` comes within NEAR_VIEWPORT_MARGIN of the viewport. */
function useNearViewport(root: RefObject<HTMLElement | null>, watch: boolean): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = root.current;
    if (!watch || near || !element || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    // The wrapper has no box of its own (display: contents): its children are watched.
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, [root, watch, near]);
  return near;
}

/**
 * Calls `capture` in the commit that changes its children, before React touches the DOM: the
 * last moment the old markup, with whatever the visitor did to it, can still be read.
 */
class BeforeCommit extends Component<{ capture: () => void; children: ReactNode }> {
  override getSnapshotBeforeUpdate() {
    this.props.capture();
    return null;
  }

  // getSnapshotBeforeUpdate needs it, even empty.
  override componentDidUpdate() {}

  override render() {
    return this.props.children;
  }
}

/** The live part, suspending until its chunk has loaded (the prerender waits for it). */
function LivePart<Loaded>({
  loader,
  render,
}: {
  loader: MarkupLoader<Loaded>;
  render: (loaded: Loaded) => ReactNode;
}) {
  const loaded = loader.loaded();
  return render(loaded ?? use(loader.load()));
}

/**
 * A part of a prerendered page whose code stays out of the first load. Hydration keeps the
 * part's prerendered markup, untouched, until its chunk loads: at the first pointer or focus on
 * it, at the first navigation, and after idle or, for a part below the fold (`nearViewport`), as
 * the visitor scrolls near it (a phone need not run what the visitor never reaches). Meanwhile a
 * link click goes through the router, and what the visitor does is passed on to the live part
 * when it replaces the markup: the focus, the text typed into a field (with its caret), an opened
 * disclosure, a pressed button (pressed again) and a submitted form (submitted again). While the
 * launch splash covers the page, idle and nearness wait for it to close. Where there is no
 * markup to keep (the prerender itself, a page the browser renders), the part loads at once.
 */
export function DeferredMarkup<Loaded>({
  kind,
  name,
  loader,
  render,
  nearViewport = false,
  loadNow = false,
  idleWithoutMarkup = false,
  fallback = null,
}: {
  /** Which parts these are (`header`, `home`): the markup's `data-<kind>-part` attribute. */
  kind: string;
  /** Names the part's markup in the page, unique among its kind. */
  name: string;
  loader: MarkupLoader<Loaded>;
  render: (loaded: Loaded) => ReactNode;
  /** Below the fold: load when the visitor scrolls near it instead of after idle. */
  nearViewport?: boolean;
  /** Load now: a control outside the part needs it live (the footer's Cookie Settings). */
  loadNow?: boolean;
  /**
   * Where the browser has no markup to keep: render nothing until idle (or `loadNow`) instead of
   * loading at once, for a part nobody waits for (the cookie notice on a page the browser renders).
   */
  idleWithoutMarkup?: boolean;
  /** Where there is no markup to keep: what holds the part's place while it loads. */
  fallback?: ReactNode;
}) {
  const [loaded, setLoaded] = useState(loader.loaded);
  const [markup] = useState(() =>
    loaded || typeof document === 'undefined' ? '' : prerenderedMarkup(kind, name),
  );
  const [wanted, setWanted] = useState(false);
  const part = useRef<HTMLDivElement>(null);
  const handover = useRef<Handover>({ typed: [], disclosures: [] });
  const idle = useAfterIdle();
  const splashShowing = useLaunchSplashState((state) => state.showing);
  const near = useNearViewport(part, nearViewport && !loaded && markup !== '');
  const { pathname } = useLocation();
  const [firstPathname] = useState(pathname);
  const navigate = useNavigate();
  const keepsMarkup = !loaded && markup !== '';
  const atPart = wanted || loadNow;
  const due = isPartDue({
    belowFold: nearViewport,
    idle,
    nearViewport: near,
    wanted: atPart,
    navigated: pathname !== firstPathname,
    covered: splashShowing,
  });

  // Read by the load's callback: whether the visitor is at the part, as of the last commit.
  const visitorAtPart = useRef(false);
  // A pointer pressed on the markup and not yet released (for render, and for the load's
  // callback), and the swap waiting for its click.
  const [pressing, setPressing] = useState(false);
  const pointerDown = useRef(false);
  const swapAfterClick = useRef<(() => void) | undefined>(undefined);
  // This part's place in the queue of parts that swap in after idle (swapTurns.ts).
  const [turn] = useState(() => ({ kind, name }));
  useLayoutEffect(() => {
    visitorAtPart.current = atPart;
  }, [atPart]);
  // The visitor reached a part whose chunk is in but whose turn has not come: it swaps now (or,
  // mid-press, at the click, as the load's callback arranges).
  const waitingModule = atPart && keepsMarkup && !pressing ? loader.loaded() : undefined;
  if (waitingModule !== undefined) setLoaded(() => waitingModule);
  useEffect(() => () => swapTurns.end(turn), [turn]);

  useEffect(() => {
    if (!keepsMarkup || !due) return;
    let current = true;
    loader.load().then(
      (module) => {
        if (!current) return;
        const swap = () => setLoaded(() => module);
        // The visitor is at the part: at once, in this task, so the live part answers now; but
        // not between a press on the markup and its click (a cached chunk loads that fast): the
        // click would land on the live control, which never saw the press, and be lost. Then
        // the click, which records the press to pass on, swaps it. Otherwise a transition, in
        // this part's turn: the live part renders in slices that leave the page responsive, and
        // commits alone. Either way what the visitor did is read off the markup at the commit
        // (BeforeCommit).
        if (!visitorAtPart.current) swapTurns.take(turn, () => startTransition(swap));
        else if (pointerDown.current) swapAfterClick.current = () => flushSync(swap);
        else flushSync(swap);
      },
      // Offline without the chunk: the markup stays; the next interaction tries again.
      () => setWanted(false),
    );
    return () => {
      current = false;
    };
  }, [keepsMarkup, due, loader, turn]);

  useEffect(() => {
    const root = part.current;
    if (!keepsMarkup || !root) return;
    const releasePointer = () => {
      // Every release on the page comes here: only one that began on this markup matters.
      if (!pointerDown.current) return;
      pointerDown.current = false;
      setPressing(false);
      const swap = swapAfterClick.current;
      swapAfterClick.current = undefined;
      swap?.();
    };
    // The click a release makes comes right after it: the swap waits for that click, if any.
    const onPointerUp = () => {
      if (pointerDown.current) setTimeout(releasePointer, 0);
    };
    const handleClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const link = target?.closest('a[href]');
      if (link instanceof HTMLAnchorElement) {
        const path = routerPathOfClick({
          href: link.getAttribute('href') ?? '',
          target: link.target,
          origin: window.location.origin,
          button: event.button,
          metaKey: event.metaKey,
          ctrlKey: event.ctrlKey,
          shiftKey: event.shiftKey,
          altKey: event.altKey,
        });
        if (path !== undefined) {
          event.preventDefault();
          void navigate(path);
        }
        return;
      }
      const pressed = pressIndex(root, target);
      if (pressed !== undefined) handover.current.press = pressed;
      setWanted(true);
    };
    const onClick = (event: MouseEvent) => {
      handleClick(event);
      releasePointer();
    };
    const onSubmit = (event: SubmitEvent) => {
      // No native submission (a reload with the form's query): the live form submits instead.
      event.preventDefault();
      if (event.target instanceof HTMLFormElement) {
        handover.current.submit = [...root.querySelectorAll('form')].indexOf(event.target);
      }
      setWanted(true);
    };
    const onIntent = () => setWanted(true);
    const onPointerDown = () => {
      pointerDown.current = true;
      setPressing(true);
      setWanted(true);
    };
    root.addEventListener('click', onClick);
    root.addEventListener('submit', onSubmit);
    root.addEventListener('pointerdown', onPointerDown);
    root.addEventListener('focusin', onIntent);
    // Released anywhere: the pointer may leave the part before it is released.
    document.addEventListener('pointerup', onPointerUp);
    document.addEventListener('pointercancel', releasePointer);
    return () => {
      root.removeEventListener('click', onClick);
      root.removeEventListener('submit', onSubmit);
      root.removeEventListener('pointerdown', onPointerDown);
      root.removeEventListener('focusin', onIntent);
      document.removeEventListener('pointerup', onPointerUp);
      document.removeEventListener('pointercancel', releasePointer);
    };
  }, [keepsMarkup, navigate]);

  useLayoutEffect(() => {
    const root = part.current;
    if (!loaded) return;
    swapTurns.end(turn);
    if (!root) return;
    const { focus, press, submit, typed, disclosures } = handover.current;
    handover.current = { typed: [], disclosures: [] };
    restoreDisclosures(root, disclosures);
    if (focus !== undefined) controlAt(root, focus)?.focus();
    for (const value of typed) retypeValue(root, value);
    if (press !== undefined) controlAt(root, press)?.click();
    if (submit !== undefined && submit >= 0) root.querySelectorAll('form')[submit]?.requestSubmit();
  }, [loaded, turn]);

  // Whether the page shows the prerendered markup, as of the last commit.
  const markupShown = useRef(keepsMarkup);
  useLayoutEffect(() => {
    markupShown.current = keepsMarkup;
  }, [keepsMarkup]);

  // In the commit that replaces the prerendered markup, before it goes: the focus, the typed
  // text and the open disclosures, restored on the live part by the layout effect above. (Not
  // in the commits that keep it: reading the fields forces a layout.)
  const captureHandover = () => {
    const root = part.current;
    if (!markupShown.current || keepsMarkup || !root) return;
    handover.current.focus = controlIndex(root, document.activeElement);
    handover.current.typed = typedValues(root);
    handover.current.disclosures = disclosureStates(root);
  };

  const waitsForIdle =
    idleWithoutMarkup && !loaded && markup === '' && typeof document !== 'undefined';
  if (waitsForIdle && !idle && !atPart) return null;

  const attributes = { [markupAttribute(kind)]: name };
  const partClass = nearViewport ? `${styles.part} ${styles.belowFold}` : styles.part;
  return (
    <BeforeCommit capture={captureHandover}>
      {keepsMarkup ? (
        <div
          key="prerendered"
          ref={part}
          className={partClass}
          {...attributes}
          // The same markup hydration finds: React leaves it as it is.
          dangerouslySetInnerHTML={{ __html: markup }}
          suppressHydrationWarning
        />
      ) : (
        <div key="live" ref={part} className={partClass} {...attributes}>
          {loaded ? (
            render(loaded)
          ) : (
            <Suspense fallback={fallback}>
              <LivePart loader={loader} render={render} />
            </Suspense>
          )}
        </div>
      )}
    </BeforeCommit>
  );
}
