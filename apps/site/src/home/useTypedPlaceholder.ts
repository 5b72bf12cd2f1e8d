import { useEffect, useState, useSyncExternalStore } from 'react';
import { startPlaceholderTyping } from './placeholderTyping';

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function subscribeToMotionPreference(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * True while the visitor asks for reduced motion, and in the prerender and hydration (where the
 * preference is unknown), so the markup always carries the still first prompt.
 */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeToMotionPreference,
    () => window.matchMedia(REDUCED_MOTION_QUERY).matches,
    () => true,
  );
}

/**
 * The assistant box's placeholder: the first prompt, typed on to the next ones while `active`
 * (the box is empty, so the placeholder shows) and the visitor has not asked for reduced motion.
 */
export function useTypedPlaceholder(prompts: readonly string[], active: boolean): string {
  const still = usePrefersReducedMotion();
  const [typed, setTyped] = useState<string | null>(null);
  const animating = active && !still;

  useEffect(() => {
    if (!animating) return;
    const stop = startPlaceholderTyping(prompts, setTyped);
    return () => {
      stop();
      setTyped(null);
    };
  }, [animating, prompts]);

  return animating && typed !== null ? typed : (prompts[0] ?? '');
}
