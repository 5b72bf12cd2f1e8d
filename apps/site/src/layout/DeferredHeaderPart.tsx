import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAfterIdle } from '../shell/useAfterIdle';
import { controlAt, controlIndex, routerPathOfClick } from './deferredPartRules';
import { loadedHeaderParts, loadHeaderParts, type HeaderParts } from './headerPartsLoader';
import styles from './deferredHeaderPart.module.css';

/** The part's prerendered markup, read from the page while hydration still finds it there. */
function prerenderedMarkup(name: string): string {
  return document.querySelector(`[data-header-part="${name}"]`)?.innerHTML ?? '';
}

/**
 * One of the header's react-aria parts (headerParts.ts), kept out of the first load. A hydrated
 * page keeps the part's prerendered markup, untouched, until the parts load: after idle, at the
 * first pointer or focus on the part, or at the first navigation. Meanwhile a link click goes
 * through the router and a pressed button is pressed again on its live counterpart, which also
 * takes over the focus. Where there is no markup to keep (a part shown only in the browser, the
 * app shell), the parts load at once.
 */
export function DeferredHeaderPart({
  name,
  render,
}: {
  /** Names the part's markup in the page, unique on the page. */
  name: string;
  render: (parts: HeaderParts) => ReactNode;
}) {
  const [parts, setParts] = useState(loadedHeaderParts);
  const [markup] = useState(() => (parts ? '' : prerenderedMarkup(name)));
  const [wanted, setWanted] = useState(false);
  const part = useRef<HTMLDivElement>(null);
  // The focused and the pressed control of the prerendered markup, by place, for the handover.
  const handover = useRef<{ focus?: number; press?: number }>({});
  const idle = useAfterIdle();
  const { pathname } = useLocation();
  const [firstPathname] = useState(pathname);
  const navigate = useNavigate();
  const due = idle || wanted || markup === '' || pathname !== firstPathname;

  useEffect(() => {
    if (parts || !due) return;
    let current = true;
    loadHeaderParts().then(
      (loaded) => {
        if (!current) return;
        if (part.current) {
          handover.current.focus = controlIndex(part.current, document.activeElement);
        }
        setParts(loaded);
      },
      // Offline without the chunk: the markup stays; the next interaction tries again.
      () => setWanted(false),
    );
    return () => {
      current = false;
    };
  }, [parts, due]);

  useEffect(() => {
    const root = part.current;
    if (parts || !root) return;
    const onClick = (event: MouseEvent) => {
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
      handover.current.press = controlIndex(root, target);
      setWanted(true);
    };
    const onIntent = () => setWanted(true);
    root.addEventListener('click', onClick);
    root.addEventListener('pointerdown', onIntent);
    root.addEventListener('focusin', onIntent);
    return () => {
      root.removeEventListener('click', onClick);
      root.removeEventListener('pointerdown', onIntent);
      root.removeEventListener('focusin', onIntent);
    };
  }, [parts, navigate]);

  useLayoutEffect(() => {
    const root = part.current;
    if (!parts || !root) return;
    const { focus, press } = handover.current;
    handover.current = {};
    if (focus !== undefined) controlAt(root, focus)?.focus();
    if (press !== undefined) controlAt(root, press)?.click();
  }, [parts]);

  if (parts) {
    return (
      <div key="live" ref={part} className={styles.part} data-header-part={name}>
        {render(parts)}
      </div>
    );
  }
  return (
    <div
      key="prerendered"
      ref={part}
      className={styles.part}
      data-header-part={name}
      // The same markup hydration finds: React leaves it as it is.
      dangerouslySetInnerHTML={{ __html: markup }}
      suppressHydrationWarning
    />
  );
}
