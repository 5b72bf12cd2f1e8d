import { useEffect, useState } from 'react';
import { useLocalizedStringFormatter } from 'react-aria/useLocalizedStringFormatter';
import { Button } from 'react-aria-components';
import { scrollBehaviorFor, shouldShowBackToTop } from './backToTopRules';
import styles from './BackToTop.module.css';
import { backToTopMessages } from './intl';

export interface BackToTopProps {
  /**
   * Id of the element that receives focus once back at the top (e.g. the main heading or the
   * skip-link target). Without it, the page's first visible `h1` is used, then `main`.
   */
  focusTargetId?: string;
  /** Accessible name and tooltip of the button; "Back to top" in the locale by default. */
  label?: string;
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

function isRendered(element: HTMLElement): boolean {
  // Hidden headings (e.g. a host's off-screen templates) cannot take focus; skip them.
  return typeof element.checkVisibility === 'function' ? element.checkVisibility() : true;
}

function findFocusTarget(focusTargetId: string | undefined): HTMLElement | null {
  if (focusTargetId) return document.getElementById(focusTargetId);
  for (const selector of ['main h1', 'h1', 'main']) {
    const match = Array.from(document.querySelectorAll<HTMLElement>(selector)).find(isRendered);
    if (match) return match;
  }
  return null;
}

/**
 * A floating "Back to top" button: shown after more than 300 px of scroll on screens 768 px and
 * wider. It scrolls to the top (smoothly unless reduced motion is preferred) and moves focus to
 * the top of the content, since the button itself disappears.
 */
export function BackToTop({ focusTargetId, label }: BackToTopProps) {
  const [visible, setVisible] = useState(false);
  const strings = useLocalizedStringFormatter(backToTopMessages);

  useEffect(() => {
    const update = () => {
      setVisible(shouldShowBackToTop(window.scrollY, window.innerWidth));
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);

  if (!visible) return null;

  const goToTop = () => {
    // Block body on purpose: Chromium's scrollTo returns a promise here, and it must not leak.
    window.scrollTo({ top: 0, behavior: scrollBehaviorFor(prefersReducedMotion()) });
    const target = findFocusTarget(focusTargetId);
    if (target) {
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
    }
  };

  return (
    <Button
      className={styles.button}
      onPress={goToTop}
      aria-label={label ?? strings.format('backToTop')}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" className={styles.icon}>
        <path d="M12 19V5M5 12l7-7 7 7" />
      </svg>
    </Button>
  );
}
