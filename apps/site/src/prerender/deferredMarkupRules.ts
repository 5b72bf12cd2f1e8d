/**
 * The rules by which deferred markup (DeferredMarkup.tsx) hands over from its prerendered markup
 * to the live component: which control the visitor focused or pressed and what they typed, found
 * again in the new markup by the control's place among the part's shown controls, and which link
 * clicks the router takes over meanwhile; and when a part's code is due at all.
 */

/** What has happened to a deferred part so far. */
export interface PartMoments {
  /** Below the fold: the part waits for the visitor to near it rather than for idle. */
  belowFold: boolean;
  idle: boolean;
  nearViewport: boolean;
  /** A pointer or focus on the part, a click or a submit in it. */
  wanted: boolean;
  navigated: boolean;
  /** The launch splash covers the page (shell.md §4). */
  covered: boolean;
}

/**
 * When a part's code loads: at the visitor's intent or the first navigation, and otherwise after
 * idle, or as the visitor nears it for a part below the fold: a phone need not run the code of
 * sections the visitor never reaches, and loading them all at idle kept its main thread busy.
 * While the launch splash covers the page, idle and nearness wait for it to close: nobody can
 * reach a part behind it, and the splash should open and animate with the main thread to itself.
 */
export function isPartDue(moments: PartMoments): boolean {
  const { belowFold, idle, nearViewport, wanted, navigated, covered } = moments;
  if (wanted || navigated) return true;
  return !covered && (belowFold ? nearViewport : idle);
}

const CONTROLS = 'a[href], button, input, select, textarea, summary, [tabindex]';

/**
 * The part's controls a visitor can reach, in document order. Hidden ones do not count: the
 * prerendered markup holds both layouts of a search form where the live one renders only the
 * shown layout. (Without `checkVisibility`, every control counts.)
 */
function shownControls(root: Element): Element[] {
  return [...root.querySelectorAll(CONTROLS)].filter(
    (control) => control.checkVisibility?.() ?? true,
  );
}

/** The place of `element`'s control among `root`'s controls, or undefined outside them. */
export function controlIndex(root: Element, element: Element | null): number | undefined {
  const control = element?.closest(CONTROLS);
  if (!control || !root.contains(control)) return undefined;
  const index = shownControls(root).indexOf(control);
  return index === -1 ? undefined : index;
}

/** The control at that place in `root`, if there is one. */
export function controlAt(root: Element, index: number): HTMLElement | undefined {
  const control = shownControls(root)[index];
  return control instanceof HTMLElement ? control : undefined;
}

/**
 * The place of the control a click pressed, for the live control to be pressed again; undefined
 * where the click's effect is handed over otherwise: a text field (its focus and value) or a
 * disclosure's summary (its open state, which the browser changed already).
 */
export function pressIndex(root: Element, target: Element | null): number | undefined {
  const control = target?.closest(CONTROLS);
  if (!control || isTextField(control) || control.tagName === 'SUMMARY') {
    return undefined;
  }
  return controlIndex(root, control);
}

/** What the visitor typed into one text field of the prerendered markup. */
export interface TypedValue {
  /** The field's place among the part's controls (controlIndex). */
  index: number;
  value: string;
  selectionStart: number | null;
  selectionEnd: number | null;
}

/** A field the visitor types text into, with a caret. */
function isTextField(control: Element): control is HTMLInputElement | HTMLTextAreaElement {
  return (
    control instanceof HTMLTextAreaElement ||
    (control instanceof HTMLInputElement && control.selectionStart !== null)
  );
}

/** The text fields of `root` whose value the visitor changed from the markup's, by place. */
export function typedValues(root: Element): TypedValue[] {
  return shownControls(root).flatMap((control, index) =>
    isTextField(control) && control.value !== control.defaultValue
      ? [
          {
            index,
            value: control.value,
            selectionStart: control.selectionStart,
            selectionEnd: control.selectionEnd,
          },
        ]
      : [],
  );
}

/**
 * Puts a typed value into the live field at the same place as if it were typed there: the value
 * is set past React's own setter and an input event follows, so a controlled field's onChange
 * takes it up. The caret goes back where it was.
 */
export function retypeValue(root: Element, typed: TypedValue): void {
  const control = controlAt(root, typed.index);
  if (!control || !isTextField(control)) return;
  const prototype = Object.getPrototypeOf(control) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, typed.value);
  control.dispatchEvent(new Event('input', { bubbles: true }));
  if (typed.selectionStart !== null && typed.selectionEnd !== null) {
    control.setSelectionRange(typed.selectionStart, typed.selectionEnd);
  }
}

/** The parts of a click a link's handling depends on. */
export interface LinkClick {
  /** The link's href as written (`/pricing`), its target and the page's origin. */
  href: string;
  target: string;
  origin: string;
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/**
 * The in-site path a plain left click on a link should open through the router, as React
 * Router's links do; undefined leaves the click to the browser (a new tab, a download, another
 * site).
 */
export function routerPathOfClick(click: LinkClick): string | undefined {
  const modified = click.metaKey || click.ctrlKey || click.shiftKey || click.altKey;
  if (click.button !== 0 || modified || (click.target !== '' && click.target !== '_self')) {
    return undefined;
  }
  const url = new URL(click.href, click.origin);
  if (url.origin !== click.origin) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Whether each disclosure (`details`) of `root` is open, in document order. */
export function disclosureStates(root: Element): boolean[] {
  return [...root.querySelectorAll('details')].map((details) => details.open);
}

/** Opens or closes the live disclosures as the visitor left those of the markup. */
export function restoreDisclosures(root: Element, states: boolean[]): void {
  root.querySelectorAll('details').forEach((details, index) => {
    const open = states[index];
    if (open !== undefined && details.open !== open) details.open = open;
  });
}
