import { describe, expect, it } from 'vitest';
import { controlAt, controlIndex, routerPathOfClick, type LinkClick } from './deferredPartRules';

function part(html: string): HTMLElement {
  const root = document.createElement('span');
  root.innerHTML = html;
  return root;
}

describe('controlIndex and controlAt', () => {
  const markup =
    '<a href="/">Home</a><span><button type="button">Menu<span aria-hidden="true">▾</span></button></span><p>text</p><button type="button">Profile</button>';

  it('finds a control by its place, from the control or an element inside it', () => {
    const before = part(markup);
    const chevron = before.querySelector('span[aria-hidden]');
    expect(controlIndex(before, chevron)).toBe(1);
    const after = part(markup);
    expect(controlAt(after, 1)?.textContent).toBe('Menu▾');
    expect(
      controlAt(after, controlIndex(before, before.querySelectorAll('button')[1] ?? null) ?? -1)
        ?.textContent,
    ).toBe('Profile');
  });

  it('has no place for what is not a control of the part', () => {
    const root = part(markup);
    expect(controlIndex(root, root.querySelector('p'))).toBeUndefined();
    expect(controlIndex(root, document.body)).toBeUndefined();
    expect(controlIndex(root, null)).toBeUndefined();
    expect(controlAt(root, 9)).toBeUndefined();
  });
});

describe('routerPathOfClick', () => {
  const click: LinkClick = {
    href: '/pricing',
    target: '',
    origin: 'https://voyagent.example',
    button: 0,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
  };

  it('gives the router a plain left click on an in-site link, query and hash kept', () => {
    expect(routerPathOfClick(click)).toBe('/pricing');
    expect(routerPathOfClick({ ...click, href: '/app-launch?promo=X#top', target: '_self' })).toBe(
      '/app-launch?promo=X#top',
    );
    expect(routerPathOfClick({ ...click, href: 'https://voyagent.example/about' })).toBe('/about');
  });

  it('leaves new tabs, other buttons and other sites to the browser', () => {
    expect(routerPathOfClick({ ...click, metaKey: true })).toBeUndefined();
    expect(routerPathOfClick({ ...click, ctrlKey: true })).toBeUndefined();
    expect(routerPathOfClick({ ...click, shiftKey: true })).toBeUndefined();
    expect(routerPathOfClick({ ...click, altKey: true })).toBeUndefined();
    expect(routerPathOfClick({ ...click, button: 1 })).toBeUndefined();
    expect(routerPathOfClick({ ...click, target: '_blank' })).toBeUndefined();
    expect(routerPathOfClick({ ...click, href: 'https://elsewhere.example/' })).toBeUndefined();
  });
});
