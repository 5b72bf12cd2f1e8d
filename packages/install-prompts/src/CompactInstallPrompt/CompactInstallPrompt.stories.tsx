import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { BANNER_FIRST_VISIT_DELAY_MS } from '../bannerSchedule/bannerSchedule';
import { firstVisitDueIn, StoryPlatform } from '../InstallPlatform/StoryPlatform';
import { CompactInstallPrompt } from './CompactInstallPrompt';

const meta = {
  title: 'Install Prompts/CompactInstallPrompt',
  component: CompactInstallPrompt,
  tags: ['autodocs'],
  decorators: [
    (Story, { parameters }) => (
      <StoryPlatform
        options={{ initialLocal: firstVisitDueIn(50, BANNER_FIRST_VISIT_DELAY_MS) }}
        prompt={parameters.prompt}
      >
        <Story />
      </StoryPlatform>
    ),
  ],
} satisfies Meta<typeof CompactInstallPrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shown: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Install Now' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Not now' })).toBeVisible();
  },
};

/** No browser prompt here: Install Now explains where the browser menu's entry is. */
export const Guidance: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Install Now' }));
    const page = within(canvasElement.ownerDocument.body);
    const guidance = await page.findByText(
      'Look for Install App or Add to Home Screen in your browser menu',
    );
    await waitFor(() => expect(guidance).toBeVisible());
  },
};

// fireEvent, not userEvent: a focused button that turns pending makes react-aria announce it in a
// live region that outlives the story by seconds, pointing at a button the next story lacks.
export const Installing: Story = {
  parameters: { prompt: 'never' },
  play: async ({ canvas }) => {
    fireEvent.click(await canvas.findByRole('button', { name: 'Install Now' }));
    await expect(await canvas.findByRole('button', { name: 'Installing...' })).toBeVisible();
  },
};
