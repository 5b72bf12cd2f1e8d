import type { ReactNode } from 'react';
import { DeferredMarkup } from '../prerender/DeferredMarkup';
import { chromePartsLoader, type ChromeParts } from './chromePartsLoader';

/**
 * One of the frame's react-aria parts (chromeParts.ts), kept out of the first load: its
 * prerendered markup stays until the parts load after idle, at the first pointer or focus on the
 * part, or at the first navigation (DeferredMarkup, which hands the visitor's focus and press
 * over to the live part).
 */
export function DeferredChromePart({
  name,
  render,
}: {
  /** Names the part's markup in the page, unique on the page. */
  name: string;
  render: (parts: ChromeParts) => ReactNode;
}) {
  return <DeferredMarkup kind="chrome" name={name} loader={chromePartsLoader} render={render} />;
}
