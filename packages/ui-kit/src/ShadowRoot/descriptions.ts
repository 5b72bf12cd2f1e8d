const DESCRIPTION_ID = /^react-aria-description-\d+$/;

/**
 * react-aria gives some controls a hidden description (a date picker's "Selected Date: …") as a
 * `<div id="react-aria-description-N">` appended to `document.body`, sometimes with no element
 * referring to it (the range picker's inner date fields). From inside a shadow root a reference
 * cannot resolve (ids do not cross the boundary) and the node sits on the host's page. This moves
 * each such node into `container` as soon as it appears, unless it was on the page before the
 * widget or something on the page refers to it (the host's own react-aria numbers its
 * descriptions the same way). react-aria removes the node from wherever it is once unused.
 */
/** The overlay containers of the mounted widgets, by the shadow root each lives in. */
const containers = new Map<ShadowRoot, HTMLElement>();

export function keepDescriptionsIn(
  shadowRoot: ShadowRoot,
  container: HTMLElement,
  pageDescriptions: ReadonlySet<Element>,
): () => void {
  const ownerDocument = container.ownerDocument;
  containers.set(shadowRoot, container);
  const adopt = (node: Node) => {
    if (!(node instanceof Element) || !DESCRIPTION_ID.test(node.id)) return;
    // Still on the body: another widget's observer may have taken it already.
    if (node.parentElement !== ownerDocument.body || pageDescriptions.has(node)) return;
    const referrer = `[aria-describedby~="${node.id}"]`;
    if (ownerDocument.querySelector(referrer)) return;
    // With several widgets on the page, the one that refers to it gets it.
    const home = Array.from(containers).find(([root]) => root.querySelector(referrer));
    (home?.[1] ?? container).append(node);
  };
  // The widget's first render has already added its own (children's effects run first).
  Array.from(ownerDocument.body.children).forEach(adopt);
  // react-aria appends the node in a layout effect and sets aria-describedby in the synchronous
  // re-render that follows, so the references are in place when the callback runs.
  const observer = new MutationObserver((records) =>
    records.forEach((record) => record.addedNodes.forEach(adopt)),
  );
  observer.observe(ownerDocument.body, { childList: true });
  return () => {
    observer.disconnect();
    containers.delete(shadowRoot);
  };
}

/** The description nodes already on the page before the widget renders: the host's, never moved. */
export function descriptionsOnPage(ownerDocument: Document): ReadonlySet<Element> {
  return new Set(
    Array.from(ownerDocument.body.children).filter((node) => DESCRIPTION_ID.test(node.id)),
  );
}
