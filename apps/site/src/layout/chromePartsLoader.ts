import { markupLoader } from '../prerender/markupLoader';
import type * as ChromePartsModule from './chromeParts';

export type ChromeParts = typeof ChromePartsModule;

/** The frame's menus, drawer, buttons and banner, loaded once (DeferredChromePart waits for them). */
export const chromePartsLoader = markupLoader<ChromeParts>(() => import('./chromeParts'));

/** The prerender and a page without prerendered markup wait for the parts before rendering. */
export const loadChromeParts = chromePartsLoader.load;
