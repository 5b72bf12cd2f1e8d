import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { expect, waitFor, within } from 'storybook/test';
import tokensCss from '../tokens.css?inline';
import { ThemeProvider } from './ThemeProvider';
import { ThemeSwitch } from './ThemeSwitch';

/**
 * A partner page's element that hosts a widget: its own CSS defines the same custom properties
 * with other values, which the widget must not pick up.
 */
const partnerStyle = {
  '--vy-color-bg': 'rgb(1, 2, 3)',
  '--vy-space-4': '7px',
} as CSSProperties;

/** Renders children into an open shadow root that adopts tokens.css, as an embedded widget does. */
function ShadowHost({ children }: { children: ReactNode }) {
  const [shadowRoot, setShadowRoot] = useState<ShadowRoot | null>(null);
  const attach = useCallback((host: HTMLDivElement | null) => {
    if (!host) return;
    const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    const tokens = new CSSStyleSheet();
    tokens.replaceSync(tokensCss);
    root.adoptedStyleSheets = [tokens];
    setShadowRoot(root);
  }, []);
  return (
    <div ref={attach} data-testid="shadow-host">
      {shadowRoot && createPortal(children, shadowRoot)}
    </div>
  );
}

/**
 * The widget: its root element inside the shadow root carries data-theme and sets its own text
 * colour (the colour inherited from the partner's body is already resolved for the page's theme).
 */
function Widget() {
  const rootRef = useRef<HTMLDivElement>(null);
  return (
    <ThemeProvider target={() => rootRef.current}>
      <div ref={rootRef} data-testid="widget-root" style={{ color: 'var(--vy-color-text)' }}>
        <ThemeSwitch />
        <p
          data-testid="probe"
          style={{ background: 'var(--vy-color-bg)', padding: 'var(--vy-space-4)' }}
        >
          Hotel search
        </p>
      </div>
    </ThemeProvider>
  );
}

const meta = {
  title: 'UI Kit/Theme in a shadow root',
  component: Widget,
  render: () => (
    <div style={partnerStyle}>
      <ShadowHost>
        <Widget />
      </ShadowHost>
    </div>
  ),
  beforeEach: () => {
    localStorage.removeItem('theme');
    return () => localStorage.removeItem('theme');
  },
} satisfies Meta<typeof Widget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The outside page's html and body (attributes and the styles a theme would change), sheets. */
function pageState() {
  const describe = (element: Element) => {
    const style = getComputedStyle(element);
    return {
      attributes: element
        .getAttributeNames()
        .map((name) => `${name}=${element.getAttribute(name)}`),
      style: [
        style.colorScheme,
        style.backgroundColor,
        style.color,
        style.margin,
        style.fontFamily,
      ],
    };
  };
  return {
    html: describe(document.documentElement),
    body: describe(document.body),
    styleSheets: document.styleSheets.length,
    adoptedStyleSheets: document.adoptedStyleSheets.length,
  };
}

/**
 * The tokens resolve on :host (the partner's own --vy-* values do not leak in), the theme switch
 * themes only the widget's root, and nothing on the page outside changes.
 */
export const Embedded: Story = {
  play: async ({ canvas }) => {
    const host = canvas.getByTestId('shadow-host');
    const shadowRoot = host.shadowRoot;
    if (!shadowRoot) throw new Error('The widget has no shadow root');
    const widgetRoot = shadowRoot.querySelector<HTMLElement>('[data-testid="widget-root"]');
    const probe = shadowRoot.querySelector<HTMLElement>('[data-testid="probe"]');
    if (!widgetRoot || !probe) throw new Error('The widget did not render into its shadow root');
    const before = pageState();

    await expect(getComputedStyle(probe).getPropertyValue('--vy-space-4').trim()).toBe('1rem');
    await expect(getComputedStyle(probe).paddingTop).toBe('16px');
    await expect(getComputedStyle(probe).backgroundColor).toBe('rgb(255, 255, 255)');
    await expect(widgetRoot.dataset.theme).toBe('light');

    // A virtual click, as assistive tech sends: react-aria's pointer handling inside a shadow root
    // needs its shadow-DOM support switched on, which is the embedding code's job.
    within(widgetRoot).getByRole('radio', { name: 'Dark' }).click();
    await waitFor(() => expect(widgetRoot.dataset.theme).toBe('dark'));
    await expect(widgetRoot.dataset.theme).toBe('dark');
    // #0b1120, the dark side of --vy-color-bg.
    await expect(getComputedStyle(probe).backgroundColor).toBe('rgb(11, 17, 32)');
    await expect(getComputedStyle(probe).color).toBe('rgb(241, 245, 249)');

    await expect(pageState()).toEqual(before);
    await expect(document.documentElement.dataset.theme).toBe('light');
  },
};
