import type { Environment } from 'downshift';

/**
 * Downshift's `environment` for a combobox rendered inside the shadow root that holds
 * `container` (downshift documents this for
 * shadow roots). Its default, `window`, breaks there: a mouseup on an option reaches `window`
 * retargeted to the shadow host, so downshift takes the click on its own option for a click
 * outside and closes the menu before the option's click selects it; and `document.activeElement`
 * is the host, never the focused input.
 *
 * Listeners therefore go on the shadow root (events inside keep their real targets), and the
 * document downshift reads answers from the shadow root: the focused element and element look-ups,
 * and `container` stands for its body, so a live-status element downshift may add stays inside.
 * A click on the host page is not seen by these listeners; the input's blur closes the menu
 * instead, and downshift treats it as leaving, not choosing.
 */
export function downshiftEnvironmentFor(root: ShadowRoot, container: HTMLElement): Environment {
  const ownerDocument = root.ownerDocument;
  // Only the members downshift reads (activeElement, body, getElementById, createElement) are
  // answered; a full Document cannot be constructed.
  const shadowDocument = {
    // With nothing inside focused, the host stands for "focus is elsewhere" (downshift requires
    // an element): an input blur then counts as leaving rather than as choosing an item.
    get activeElement() {
      return root.activeElement ?? root.host;
    },
    body: container,
    getElementById: (id: string) => root.getElementById(id),
    createElement: (tagName: string) => ownerDocument.createElement(tagName),
  } as unknown as Document;
  return {
    addEventListener: root.addEventListener.bind(root) as Environment['addEventListener'],
    removeEventListener: root.removeEventListener.bind(root) as Environment['removeEventListener'],
    document: shadowDocument,
    Node: (ownerDocument.defaultView ?? window).Node,
  };
}
