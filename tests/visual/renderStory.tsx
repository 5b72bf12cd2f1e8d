import type { ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import '../../packages/ui-kit/src/tokens.css';
import '../../packages/ui-kit/src/global.css';

export type Theme = 'light' | 'dark';

let root: Root | undefined;
let host: HTMLElement | undefined;

/** No motion, so a screenshot never catches a transition half-way. */
const stillness = document.createElement('style');
stillness.textContent =
  '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }';
document.head.append(stillness);

/** Renders a composed story alone on the page in the given theme; returns its frame element. */
export function renderStory(Story: ComponentType, theme: Theme): HTMLElement {
  unmountStory();
  document.documentElement.dataset.theme = theme;
  host = document.createElement('div');
  host.dataset.testid = 'story-frame';
  host.style.cssText =
    'display:inline-block;padding:16px;background:var(--vy-color-bg);color:var(--vy-color-text)';
  document.body.append(host);
  root = createRoot(host);
  flushSync(() => {
    root?.render(<Story />);
  });
  return host;
}

export function unmountStory(): void {
  root?.unmount();
  host?.remove();
  root = undefined;
  host = undefined;
}
