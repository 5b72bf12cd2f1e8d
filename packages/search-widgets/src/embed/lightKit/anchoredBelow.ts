import { type CSSProperties, useLayoutEffect, useRef, useState } from 'react';

/**
 * The embed build's stand-in for `@floating-ui/react` (vite.embed.config.ts), for ui-kit's
 * Combobox, the one user in the widgets: its list opens below the field, as wide as the
 * Combobox's `size` middleware asks, moved left to stay on screen. It measures the field's and
 * the list's boxes, never an offsetParent, so it works inside a shadow root whatever the host's
 * positioned elements (floating-ui's offsetParent lookup is one of the known breakages there). It does not flip the
 * list above a field near the bottom of the window; the ~13 KiB gzip floating-ui costs an embed
 * buys only that.
 */

interface Middleware {
  name: 'offset' | 'size' | 'ignored';
  gap?: number;
  padding?: number;
  apply?: SizeOptions['apply'];
}

interface SizeOptions {
  padding?: number;
  apply(state: {
    rects: { reference: { width: number } };
    availableWidth: number;
    elements: { floating: HTMLElement };
  }): void;
}

export const offset = (gap: number): Middleware => ({ name: 'offset', gap });
export const size = ({ padding, apply }: SizeOptions): Middleware => ({
  name: 'size',
  padding,
  apply,
});
/** Kept for the Combobox's calls: the list always opens below and shifts left (see above). */
export const flip = (): Middleware => ({ name: 'ignored' });
export const shift = (): Middleware => ({ name: 'ignored' });
/** useFloating below re-places the list itself; scrolling moves it with its field. */
export const autoUpdate = () => () => {};

interface UseFloatingOptions {
  open?: boolean;
  elements: { reference: HTMLElement | null; floating: HTMLElement | null };
  middleware?: Middleware[];
}

export function useFloating({ open = false, elements, middleware = [] }: UseFloatingOptions) {
  const [place, setPlace] = useState({ top: 0, left: 0 });
  // The Combobox passes new middleware objects on every render: read the latest, re-place on
  // opening, on the list's own resizes (its items change) and on window resizes.
  const middlewareRef = useRef(middleware);
  useLayoutEffect(() => {
    middlewareRef.current = middleware;
  });
  const { reference, floating } = elements;
  useLayoutEffect(() => {
    if (!open || !reference || !floating) return undefined;
    const placeBelow = () => {
      const gap = middlewareRef.current.find((item) => item.name === 'offset')?.gap ?? 0;
      const sizing = middlewareRef.current.find((item) => item.name === 'size');
      const padding = sizing?.padding ?? 0;
      const field = reference.getBoundingClientRect();
      const viewportWidth = document.documentElement.clientWidth;
      sizing?.apply?.({
        rects: { reference: { width: field.width } },
        availableWidth: viewportWidth - 2 * padding,
        elements: { floating },
      });
      // Where the list's containing block starts, whichever element that is: the list's box
      // less the offsets it is drawn at.
      const list = floating.getBoundingClientRect();
      const originTop = list.top - (parseFloat(floating.style.top) || 0);
      const originLeft = list.left - (parseFloat(floating.style.left) || 0);
      const left = Math.max(padding, Math.min(field.left, viewportWidth - list.width - padding));
      const next = { top: field.bottom + gap - originTop, left: left - originLeft };
      setPlace((current) =>
        current.top === next.top && current.left === next.left ? current : next,
      );
    };
    placeBelow();
    const resizes = new ResizeObserver(placeBelow);
    resizes.observe(floating);
    window.addEventListener('resize', placeBelow);
    return () => {
      resizes.disconnect();
      window.removeEventListener('resize', placeBelow);
    };
  }, [open, reference, floating]);
  const floatingStyles: CSSProperties = { position: 'absolute', top: place.top, left: place.left };
  return { floatingStyles };
}
