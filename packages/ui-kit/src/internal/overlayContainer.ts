import type { Environment } from 'downshift';
import { createContext, useContext } from 'react';

/**
 * Where the kit's own overlays go when the tree is rendered inside a shadow root (set by
 * `ShadowRootProvider`): react-aria's overlays follow its `UNSAFE_PortalProvider`, but the
 * floating-ui tooltip and the downshift combobox need these values passed explicitly.
 */
export interface OverlayContainerValue {
  /** The element inside the shadow root that overlays portal into. */
  container: HTMLElement;
  /** Downshift's view of the shadow root: its listeners, focus and element look-ups. */
  downshiftEnvironment: Environment;
}

export const OverlayContainerContext = createContext<OverlayContainerValue | null>(null);

/** The shadow root's overlay container and downshift environment, or null on an ordinary page. */
export function useOverlayContainer(): OverlayContainerValue | null {
  return useContext(OverlayContainerContext);
}
