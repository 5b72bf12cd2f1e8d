import { markupLoader } from '../prerender/markupLoader';
import type * as HeaderPartsModule from './headerParts';

export type HeaderParts = typeof HeaderPartsModule;

/** The header's menus and drawer, loaded once (DeferredHeaderPart waits for them). */
export const headerPartsLoader = markupLoader<HeaderParts>(() => import('./headerParts'));

/** The prerender and a page without prerendered markup wait for the parts before rendering. */
export const loadHeaderParts = headerPartsLoader.load;
