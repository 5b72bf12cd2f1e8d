import { getLocalTimeZone, today } from '@internationalized/date';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { expect, fn, userEvent as simulatedUserEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Combobox } from '../Combobox';
import { DatePicker, DateRangePicker } from '../DatePicker';
import { Dialog, DialogTrigger } from '../Dialog';
import { NumberField } from '../NumberField';
import { Select } from '../Select';
import { TextField } from '../TextField';
import { toast, Toaster } from '../Toast';
import { Tooltip } from '../Tooltip';
import { adoptStyles } from './adoptStyles';
import { ShadowRootProvider } from './ShadowRootProvider';

/*
 * Every story renders into an open shadow root with its own React root and a ShadowRootProvider,
 * as the embed loader does, and drives it with real input: under Vitest (the storybook test
 * project) `vitest/browser`'s userEvent sends trusted mouse and keyboard events through the
 * browser (CDP), which is where shadow-DOM retargeting bites; in the Storybook UI, where that
 * module cannot load, the play functions fall back to simulated events.
 */

/** The page's CSS (tokens and the components' CSS modules), copied into the shadow root. */
function pageCssTexts(): string[] {
  return Array.from(document.styleSheets, (sheet) => {
    try {
      return Array.from(sheet.cssRules, (rule) => rule.cssText).join('\n');
    } catch {
      // A cross-origin sheet (a font service) cannot be read; the kit's own sheets can.
      return '';
    }
  });
}

/** The host element, its shadow root, the app root and the overlay container inside it. */
function ShadowHost({ children }: { children: ReactNode }) {
  const hostRef = useRef<HTMLDivElement>(null);
  const [root, setRoot] = useState<{ react: Root; overlay: HTMLElement } | null>(null);
  useLayoutEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const shadowRoot = host.attachShadow({ mode: 'open' });
    adoptStyles(shadowRoot, pageCssTexts());
    // One element around both roots, so Testing Library can search the whole widget from it.
    const widgetElement = document.createElement('div');
    widgetElement.dataset.testid = 'widget';
    const appRoot = document.createElement('div');
    appRoot.dataset.testid = 'app-root';
    const overlayRoot = document.createElement('div');
    overlayRoot.dataset.testid = 'overlay-root';
    widgetElement.append(appRoot, overlayRoot);
    shadowRoot.append(widgetElement);
    const react = createRoot(appRoot);
    setRoot({ react, overlay: overlayRoot });
    // Unmounted after the outer commit: a root may not unmount while React is rendering.
    return () => queueMicrotask(() => react.unmount());
  }, []);
  useLayoutEffect(() => {
    root?.react.render(
      <ShadowRootProvider container={root.overlay}>{children}</ShadowRootProvider>,
    );
  }, [root, children]);
  return <div ref={hostRef} data-testid="shadow-host" />;
}

const inShadowRoot: Decorator = (Story) => (
  <div style={{ minHeight: 460 }}>
    <p data-testid="partner-page">The partner&apos;s page around the widget.</p>
    <ShadowHost>
      <Story />
    </ShadowHost>
  </div>
);

/**
 * What a widget must not change on the partner's page. While a popover or modal is open,
 * react-aria makes the rest of the page inert (and a modal stops its scrolling); `attributes`
 * holds those, and must be back as they were once the overlay closes.
 */
function pageState() {
  // react-aria restores the html element's inline style after a modal or popover by clearing
  // what it set, which can leave an empty style attribute: no style, so not a change.
  const attributesOf = (element: Element) =>
    element
      .getAttributeNames()
      .filter((name) => name !== 'style' || element.getAttribute(name) !== '')
      .map((name) => `${name}=${element.getAttribute(name)}`);
  // A failure then names what appeared, rather than printing whole elements.
  const nameOf = (element: Element) =>
    [element.localName, element.id && `#${element.id}`, element.getAttribute('class')].join(' ');
  return {
    structure: {
      bodyChildren: Array.from(document.body.children, nameOf),
      head: document.head.innerHTML,
      styleSheets: Array.from(document.styleSheets, (sheet) => sheet.ownerNode),
      adoptedStyleSheets: [...document.adoptedStyleSheets],
    },
    attributes: {
      html: attributesOf(document.documentElement),
      body: attributesOf(document.body),
      bodyChildren: Array.from(document.body.children, attributesOf),
      hiddenOnPage: Array.from(document.querySelectorAll('[aria-hidden], [inert]'), nameOf),
    },
  };
}

interface RealInput {
  click: (element: Element) => Promise<unknown>;
  keyboard: (text: string) => Promise<unknown>;
  type: (element: Element, text: string) => Promise<unknown>;
  tab: () => Promise<unknown>;
}

async function realInput(): Promise<RealInput> {
  if (!('__vitest_browser_runner__' in globalThis)) return simulatedUserEvent;
  const { userEvent } = await import('vitest/browser');
  return userEvent;
}

/** The widget's shadow root and queries scoped to it, once the widget has rendered. */
async function widget(canvasElement: HTMLElement) {
  const host = within(canvasElement).getByTestId('shadow-host');
  const shadowRoot = host.shadowRoot;
  if (!shadowRoot) throw new Error('The widget has no shadow root');
  const widgetElement = shadowRoot.querySelector<HTMLElement>('[data-testid="widget"]');
  const overlayRoot = shadowRoot.querySelector<HTMLElement>('[data-testid="overlay-root"]');
  if (!widgetElement || !overlayRoot) throw new Error('The widget has no roots');
  const inside = within(widgetElement);
  await waitFor(() =>
    expect(shadowRoot.querySelector('[data-testid="app-root"] *')).not.toBeNull(),
  );
  return {
    shadowRoot,
    inside,
    overlayRoot,
    partner: within(canvasElement).getByTestId('partner-page'),
  };
}

/** Nothing of the widget ended up in the page's own DOM. */
async function expectNothingOnPage(role: string) {
  await expect(within(document.body).queryAllByRole(role)).toEqual([]);
}

interface StoryArgs {
  onChange: (value: unknown) => void;
  onSelect: (value: unknown) => void;
}

const meta: Meta<StoryArgs> = {
  title: 'UI Kit/In a shadow root',
  decorators: [inShadowRoot],
  args: { onChange: fn(), onSelect: fn() },
  // Toasts live in one module-level queue; clear it so they do not outlive their story.
  beforeEach: () => () => toast.dismissAll(),
};

export default meta;
type Story = StoryObj<StoryArgs>;

/**
 * The calendar opens with a real click and with the keyboard, its popover renders inside the
 * shadow root under the field, and real clicks on days pick them.
 */
export const DatePickerInside: Story = {
  render: ({ onChange }) => <DatePicker label="Departure date" onChange={onChange} />,
  play: async ({ args, canvasElement }) => {
    const input = await realInput();
    const { shadowRoot, inside, overlayRoot } = await widget(canvasElement);
    const before = pageState();
    const calendarButton = inside.getByRole('button', { name: /calendar/i });

    await input.click(calendarButton);
    const dialog = await inside.findByRole('dialog');
    await expect(overlayRoot.contains(dialog)).toBe(true);
    await expectNothingOnPage('dialog');
    await expect(pageState().structure).toEqual(before.structure);
    // Positioned against the field, inside the shadow root: just below the calendar button.
    const popover = dialog.closest<HTMLElement>('[data-trigger]') ?? dialog;
    const gap = popover.getBoundingClientRect().top - calendarButton.getBoundingClientRect().bottom;
    await expect(Math.abs(gap)).toBeLessThan(24);

    await input.click(within(dialog).getByRole('button', { name: /^Today/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(today(getLocalTimeZone()));
    await waitFor(() => expect(inside.queryByRole('dialog')).toBeNull());

    calendarButton.focus();
    await input.keyboard('{Enter}');
    const reopened = await inside.findByRole('dialog');
    await waitFor(() =>
      expect(shadowRoot.activeElement).toBe(
        within(reopened).getByRole('button', { name: /^Today/ }),
      ),
    );
    await input.keyboard('{ArrowRight}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      today(getLocalTimeZone()).add({ days: 1 }),
    );
    await waitFor(() => expect(inside.queryByRole('dialog')).toBeNull());
    await expect(pageState()).toEqual(before);
  },
};

/** The enabled days of a month grid, in order. */
function selectableDays(grid: HTMLElement): HTMLElement[] {
  return within(grid)
    .getAllByRole('button')
    .filter(
      (cell) => !cell.hasAttribute('aria-disabled') && !cell.hasAttribute('data-outside-month'),
    );
}

/** The range calendar of the search forms: real clicks move months and pick both ends. */
export const DateRangePickerInside: Story = {
  render: ({ onChange }) => <DateRangePicker label="Stay" onChange={onChange} />,
  play: async ({ args, canvasElement }) => {
    const input = await realInput();
    const { inside, overlayRoot } = await widget(canvasElement);
    const before = pageState();

    await input.click(inside.getByRole('button', { name: /calendar/i }));
    const dialog = await inside.findByRole('dialog');
    await expect(overlayRoot.contains(dialog)).toBe(true);
    // Next month: every day of it is selectable, whatever today is.
    const [next] = within(dialog).getAllByRole('button', { name: 'Next' });
    if (!next) throw new Error('The calendar has no Next button');
    await input.click(next);
    const grids = within(dialog).getAllByRole('grid');
    const days = selectableDays(grids[grids.length - 1] as HTMLElement);
    const [start, end] = [days[2], days[6]];
    if (!start || !end) throw new Error('The month has fewer than seven days');
    await input.click(start);
    await expect(inside.getByRole('dialog')).toBeInTheDocument();
    await input.click(end);
    await waitFor(() => expect(inside.queryByRole('dialog')).toBeNull());
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(pageState()).toEqual(before));
  },
};

/**
 * Description and error texts stay linked to their controls: react-aria's own slot ids are lost
 * in a shadow root, the kit's ids are not.
 */
export const FieldTextsInside: Story = {
  render: () => (
    <>
      <TextField
        label="Phone"
        description="With the country code"
        errorMessage="Enter a phone number"
        isInvalid
      />
      <NumberField label="Rooms" description="Up to 8" defaultValue={1} />
      <DatePicker label="Check-in" errorMessage="Choose a later day" />
    </>
  ),
  play: async ({ canvasElement }) => {
    const { inside } = await widget(canvasElement);
    await expect(inside.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription(
      'With the country code Enter a phone number',
    );
    await expect(inside.getByRole('textbox', { name: 'Rooms' })).toHaveAccessibleDescription(
      'Up to 8',
    );
    await expect(inside.getByRole('group', { name: 'Check-in' })).toHaveAccessibleDescription(
      'Choose a later day',
    );
  },
};

interface City {
  name: string;
  country: string;
}

const CITIES: City[] = [
  { name: 'Paris', country: 'France' },
  { name: 'Parma', country: 'Italy' },
  { name: 'London', country: 'United Kingdom' },
  { name: 'Lisbon', country: 'Portugal' },
];

async function findCities(query: string): Promise<City[]> {
  return CITIES.filter((city) => city.name.toLowerCase().startsWith(query.toLowerCase()));
}

/**
 * Typing, arrows and Enter choose; a real click on an option chooses it (downshift's default
 * `window` listeners would see that click retargeted to the host and close the menu first); a
 * click on the partner's page closes the menu without choosing. The menu stays in the shadow
 * root, placed under the field.
 */
export const ComboboxInside: Story = {
  render: ({ onSelect }) => (
    <Combobox<City>
      label="Destination"
      loadItems={findCities}
      itemToString={(city) => `${city.name}, ${city.country}`}
      onSelect={onSelect}
      debounceMs={0}
    />
  ),
  play: async ({ args, canvasElement }) => {
    const input = await realInput();
    const { inside, partner } = await widget(canvasElement);
    const before = pageState();
    const field = inside.getByRole('combobox', { name: 'Destination' });

    await input.type(field, 'Par');
    const listbox = await inside.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(2));
    await expectNothingOnPage('option');
    const gap = listbox.getBoundingClientRect().top - field.getBoundingClientRect().bottom;
    await expect(gap).toBeGreaterThanOrEqual(0);
    await expect(gap).toBeLessThan(24);
    await input.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelect).toHaveBeenLastCalledWith(CITIES[0]);
    await expect(field).toHaveValue('Paris, France');

    await input.keyboard('{Control>}a{/Control}{Backspace}');
    await input.type(field, 'Lo');
    await input.click(await inside.findByRole('option', { name: 'London, United Kingdom' }));
    await expect(args.onSelect).toHaveBeenLastCalledWith(CITIES[2]);
    await expect(field).toHaveValue('London, United Kingdom');

    await input.keyboard('{Control>}a{/Control}{Backspace}');
    await input.type(field, 'Li');
    await inside.findByRole('option', { name: 'Lisbon, Portugal' });
    await input.keyboard('{ArrowDown}');
    await input.click(partner);
    await waitFor(() => expect(inside.queryByRole('option')).toBeNull());
    await expect(args.onSelect).toHaveBeenCalledTimes(2);
    await expect(pageState()).toEqual(before);
  },
};

/** Real clicks on the − and + buttons step the value; the arrow keys do too. */
export const NumberFieldInside: Story = {
  render: ({ onChange }) => (
    <NumberField label="Guests" defaultValue={2} minValue={1} maxValue={8} onChange={onChange} />
  ),
  play: async ({ args, canvasElement }) => {
    const input = await realInput();
    const { inside } = await widget(canvasElement);
    const before = pageState();
    const field = inside.getByRole('textbox', { name: 'Guests' });

    await input.click(inside.getByRole('button', { name: /Increase/ }));
    await input.click(inside.getByRole('button', { name: /Increase/ }));
    await expect(field).toHaveValue('4');
    await input.click(inside.getByRole('button', { name: /Decrease/ }));
    await expect(field).toHaveValue('3');
    await input.click(field);
    await input.keyboard('{ArrowUp}');
    await expect(field).toHaveValue('4');
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
    await expect(pageState()).toEqual(before);
  },
};

const currencies = [
  { id: 'usd', label: 'US Dollar' },
  { id: 'eur', label: 'Euro' },
  { id: 'gbp', label: 'British Pound' },
];

/**
 * The list opens inside the shadow root with a real click and with the keyboard, a real click
 * picks an option, and a click on the partner's page dismisses it.
 */
export const SelectInside: Story = {
  render: ({ onChange }) => <Select label="Currency" items={currencies} onChange={onChange} />,
  play: async ({ args, canvasElement }) => {
    const input = await realInput();
    const { inside, overlayRoot } = await widget(canvasElement);
    const before = pageState();
    const trigger = inside.getByRole('button', { name: /Currency/ });

    await input.click(trigger);
    const listbox = await inside.findByRole('listbox');
    await expect(overlayRoot.contains(listbox)).toBe(true);
    await expectNothingOnPage('listbox');
    await expect(pageState().structure).toEqual(before.structure);
    await input.click(within(listbox).getByRole('option', { name: 'Euro' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('eur');
    await waitFor(() => expect(trigger).toHaveTextContent('Euro'));
    await waitFor(() => expect(inside.queryByRole('listbox')).toBeNull());

    trigger.focus();
    await input.keyboard('{ArrowDown}');
    await inside.findByRole('listbox');
    await input.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('gbp');
    await waitFor(() => expect(inside.queryByRole('listbox')).toBeNull());

    await input.click(trigger);
    await inside.findByRole('listbox');
    // react-aria makes the page around an open popover inert, so the click lands on the body.
    await input.click(document.body);
    await waitFor(() => expect(inside.queryByRole('listbox')).toBeNull());
    await expect(args.onChange).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(pageState()).toEqual(before));
  },
};

/**
 * The modal opens inside the shadow root with a real click, keeps Tab inside itself, closes on
 * Escape and gives focus back to its trigger; the page's inert and scroll lock are undone.
 */
export const DialogInside: Story = {
  render: () => (
    <DialogTrigger>
      <Button>Emergency info</Button>
      <Dialog title="Emergency information">
        {(close) => (
          <>
            <TextField label="Your phone number" />
            <Button onPress={close}>Done</Button>
          </>
        )}
      </Dialog>
    </DialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    const input = await realInput();
    const { shadowRoot, inside, overlayRoot } = await widget(canvasElement);
    const before = pageState();
    const trigger = inside.getByRole('button', { name: 'Emergency info' });

    await input.click(trigger);
    const dialog = await inside.findByRole('dialog', { name: 'Emergency information' });
    await expect(overlayRoot.contains(dialog)).toBe(true);
    await expectNothingOnPage('dialog');
    await expect(pageState().structure).toEqual(before.structure);
    await waitFor(() => expect(dialog.contains(shadowRoot.activeElement)).toBe(true));
    // Four tabs go round the three controls (×, the field, Done) and stay in the dialog.
    const visited: (Element | null)[] = [];
    for (let step = 0; step < 4; step += 1) {
      await input.tab();
      visited.push(shadowRoot.activeElement);
      await expect(dialog.contains(shadowRoot.activeElement)).toBe(true);
    }
    await expect(new Set(visited).size).toBe(3);

    await input.keyboard('{Escape}');
    await waitFor(() => expect(inside.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(shadowRoot.activeElement).toBe(trigger));

    await input.click(trigger);
    const again = await inside.findByRole('dialog');
    await input.click(within(again).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(inside.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(pageState()).toEqual(before));
  },
};

/** A toast appears in the shadow root's overlay container, and its × closes it on a real click. */
export const ToastInside: Story = {
  render: () => (
    <>
      <Button onPress={() => toast.success({ title: 'Link copied!' })}>Share</Button>
      <Toaster />
    </>
  ),
  play: async ({ canvasElement }) => {
    const input = await realInput();
    const { inside, overlayRoot } = await widget(canvasElement);
    const before = pageState();

    await input.click(inside.getByRole('button', { name: 'Share' }));
    const shown = await inside.findByRole('alertdialog', { name: 'Link copied!' });
    await expect(overlayRoot.contains(shown)).toBe(true);
    await expectNothingOnPage('alertdialog');
    await expect(pageState().structure).toEqual(before.structure);
    await input.click(within(shown).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(inside.queryByRole('alertdialog')).toBeNull());
    await expect(pageState()).toEqual(before);
  },
};

/** Keyboard focus on the trigger shows the tooltip at once, inside the shadow root. */
export const TooltipInside: Story = {
  render: () => (
    <Tooltip content="Share this trip">
      <Button>Share</Button>
    </Tooltip>
  ),
  play: async ({ canvasElement }) => {
    const input = await realInput();
    const { inside, overlayRoot, partner } = await widget(canvasElement);
    const before = pageState();

    await input.click(partner);
    await input.tab();
    const tooltip = await inside.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Share this trip');
    await expect(overlayRoot.contains(tooltip)).toBe(true);
    await expectNothingOnPage('tooltip');
    await input.keyboard('{Escape}');
    await waitFor(() => expect(inside.queryByRole('tooltip')).toBeNull());
    await expect(pageState()).toEqual(before);
  },
};
