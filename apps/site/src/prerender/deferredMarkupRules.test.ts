import { describe, expect, it } from 'vitest';
import {
  controlAt,
  controlIndex,
  disclosureStates,
  isPartDue,
  pressIndex,
  restoreDisclosures,
  retypeValue,
  routerPathOfClick,
  typedValues,
  type LinkClick,
} from './deferredMarkupRules';

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

describe('controls the visitor cannot reach', () => {
  it('do not count: the live markup may leave them out', () => {
    const root = part(
      '<button>Desktop form</button><button>Mobile form</button><a href="/">Home</a>',
    );
    const [desktop, mobile] = root.querySelectorAll('button');
    // The desktop form is hidden by the stylesheet (a browser's checkVisibility says so).
    if (desktop) desktop.checkVisibility = () => false;
    expect(controlIndex(root, mobile ?? null)).toBe(0);
    expect(controlIndex(root, desktop ?? null)).toBeUndefined();
    expect(controlAt(root, 1)?.textContent).toBe('Home');
  });
});

describe('pressIndex', () => {
  it('replays a pressed button, not a click into a field or on a summary', () => {
    const root = part(
      '<input type="text"><details><summary>Q</summary></details><button><span>Ask</span></button><input type="checkbox">',
    );
    expect(pressIndex(root, root.querySelector('button span'))).toBe(2);
    expect(pressIndex(root, root.querySelector('input[type=checkbox]'))).toBe(3);
    // The field takes the focus and the summary opened its answer: both are handed over as such.
    expect(pressIndex(root, root.querySelector('input[type=text]'))).toBeUndefined();
    expect(pressIndex(root, root.querySelector('summary'))).toBeUndefined();
    expect(pressIndex(root, root.querySelector('details'))).toBeUndefined();
  });
});

describe('typedValues and retypeValue', () => {
  const form =
    '<input type="checkbox"><input type="text" value="Paris"><textarea></textarea><input type="search">';

  it('lists the text fields whose value the visitor changed, with the caret', () => {
    const root = part(form);
    const city = root.querySelector<HTMLInputElement>('input[type=text]');
    const question = root.querySelector('textarea');
    if (!city || !question) throw new Error('markup');
    expect(typedValues(root)).toEqual([]);
    city.value = 'Paris, France';
    question.value = 'Lisbon in May';
    question.setSelectionRange(6, 6);
    // A checkbox is no text field, and an untouched field has nothing to hand over.
    (root.querySelector('input[type=checkbox]') as HTMLInputElement).checked = true;
    expect(typedValues(root)).toEqual([
      { index: 1, value: 'Paris, France', selectionStart: 13, selectionEnd: 13 },
      { index: 2, value: 'Lisbon in May', selectionStart: 6, selectionEnd: 6 },
    ]);
  });

  it('types a value into the field at the same place, as input the page hears', () => {
    const root = part(form);
    document.body.append(root);
    const question = root.querySelector('textarea');
    const heard: string[] = [];
    root.addEventListener('input', (event) => {
      if (event.target instanceof HTMLTextAreaElement) heard.push(event.target.value);
    });
    retypeValue(root, { index: 2, value: 'Lisbon in May', selectionStart: 6, selectionEnd: 6 });
    expect(question?.value).toBe('Lisbon in May');
    expect(heard).toEqual(['Lisbon in May']);
    expect(question?.selectionStart).toBe(6);
    // No text field at that place: nothing is typed.
    retypeValue(root, { index: 0, value: 'x', selectionStart: null, selectionEnd: null });
    expect((root.querySelector('input[type=checkbox]') as HTMLInputElement).value).toBe('on');
    root.remove();
  });
});

describe('disclosureStates and restoreDisclosures', () => {
  it('open and close the live disclosures as the visitor left the markup', () => {
    const faq =
      '<details><summary>A</summary></details><details open><summary>B</summary></details><details><summary>C</summary></details>';
    const before = part(faq);
    const [first, second] = before.querySelectorAll('details');
    if (!first || !second) throw new Error('markup');
    first.open = true;
    second.open = false;
    expect(disclosureStates(before)).toEqual([true, false, false]);
    const after = part(faq);
    restoreDisclosures(after, disclosureStates(before));
    expect(disclosureStates(after)).toEqual([true, false, false]);
    // A summary is a control: its focus is handed over too.
    expect(controlIndex(before, before.querySelectorAll('summary')[2] ?? null)).toBe(2);
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

describe('isPartDue', () => {
  const nothing = {
    belowFold: false,
    idle: false,
    nearViewport: false,
    wanted: false,
    navigated: false,
    covered: false,
  };

  it('loads a part above the fold after idle, one below the fold only as the visitor nears it', () => {
    expect(isPartDue(nothing)).toBe(false);
    expect(isPartDue({ ...nothing, idle: true })).toBe(true);
    expect(isPartDue({ ...nothing, belowFold: true, idle: true })).toBe(false);
    expect(isPartDue({ ...nothing, belowFold: true, nearViewport: true })).toBe(true);
  });

  it("loads any part at the visitor's intent or the first navigation", () => {
    for (const belowFold of [false, true]) {
      expect(isPartDue({ ...nothing, belowFold, wanted: true })).toBe(true);
      expect(isPartDue({ ...nothing, belowFold, navigated: true })).toBe(true);
    }
  });

  it('waits with idle and nearness while the launch splash covers the page, not with intent', () => {
    const covered = { ...nothing, covered: true };
    expect(isPartDue({ ...covered, idle: true })).toBe(false);
    expect(isPartDue({ ...covered, belowFold: true, nearViewport: true })).toBe(false);
    expect(isPartDue({ ...covered, wanted: true })).toBe(true);
    expect(isPartDue({ ...covered, navigated: true })).toBe(true);
  });
});
