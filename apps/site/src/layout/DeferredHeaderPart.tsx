import type { ReactNode } from 'react';
import { DeferredMarkup } from '../prerender/DeferredMarkup';
import { headerPartsLoader, type HeaderParts } from './headerPartsLoader';

/**
 * One of the header's react-aria parts (headerParts.ts), kept out of the first load: its
 * prerendered markup stays until the parts load after idle, at the first pointer or focus on the
 * part, or at the first navigation (DeferredMarkup, which hands the visitor's focus and press
 * over to the live part).
 */
export function DeferredHeaderPart({
  name,
  render,
}: {
  /** Names the part's markup in the page, unique on the page. */
  name: string;
  render: (parts: HeaderParts) => ReactNode;
}) {
  return <DeferredMarkup kind="header" name={name} loader={headerPartsLoader} render={render} />;
}
