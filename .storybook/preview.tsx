import type { Preview } from '@storybook/react-vite';
import { INITIAL_VIEWPORTS, MINIMAL_VIEWPORTS } from 'storybook/viewport';
import '../packages/ui-kit/src/tokens.css';
import '../packages/ui-kit/src/global.css';

type Theme = 'light' | 'dark';

const preview: Preview = {
  tags: ['autodocs'],
  globalTypes: {
    theme: {
      description: 'Colour theme of the tokens',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  decorators: [
    (Story, { globals }) => {
      // Set during render, not in an effect, so the first paint and the a11y check after the
      // play function already see the chosen theme. Tokens switch on :root[data-theme].
      document.documentElement.dataset.theme = (globals.theme as Theme | undefined) ?? 'light';
      return <Story />;
    },
  ],
  parameters: {
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Violations fail the story test (and show as errors in the a11y panel).
    a11y: { test: 'error' },
    // mobile1 (320x568), mobile2, tablet, desktop, plus named devices.
    viewport: { options: { ...MINIMAL_VIEWPORTS, ...INITIAL_VIEWPORTS } },
  },
};

export default preview;
