import { announce } from 'react-aria/private/live-announcer/LiveAnnouncer';

/**
 * react-aria announces some changes (a day picked in a calendar, a number field's stepped value)
 * through one live region it creates on first use and prepends to `document.body`, outside any
 * shadow root. Inside a shadow root the kit creates that region at mount instead and moves it at
 * once into the overlay container, so the host page's body keeps no node of ours; screen readers
 * follow live regions inside shadow roots. Only a region this bundle's react-aria just created is
 * moved, never one the host page's own react-aria made.
 */
let adoptedAnnouncer: HTMLElement | null = null;
/** Containers of the mounted providers, newest last: the region lives in the newest. */
const homes: HTMLElement[] = [];

function createAnnouncer(body: HTMLElement): HTMLElement | null {
  const firstBefore = body.firstElementChild;
  // An empty polite message creates the region without saying anything.
  announce('', 'polite');
  const first = body.firstElementChild;
  return first !== firstBefore && first instanceof HTMLElement && first.dataset.liveAnnouncer
    ? first
    : null;
}

/** Keeps react-aria's live region inside `container` while it is mounted; returns the undo. */
export function keepLiveAnnouncerIn(container: HTMLElement): () => void {
  homes.push(container);
  adoptedAnnouncer ??= createAnnouncer(container.ownerDocument.body);
  if (adoptedAnnouncer) container.append(adoptedAnnouncer);
  return () => {
    homes.splice(homes.indexOf(container), 1);
    const newest = homes.at(-1);
    // With no widget left the region leaves with its container; a later widget takes it back.
    if (adoptedAnnouncer && newest && adoptedAnnouncer.parentElement === container) {
      newest.append(adoptedAnnouncer);
    }
  };
}
