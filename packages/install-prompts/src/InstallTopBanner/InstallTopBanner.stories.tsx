import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent } from 'storybook/test';
import { BANNER_FIRST_VISIT_DELAY_MS } from '../bannerSchedule/bannerSchedule';
import { firstVisitDueIn, StoryPlatform } from '../InstallPlatform/StoryPlatform';
import { InstallTopBanner } from './InstallTopBanner';

const meta = {
  title: 'Install Prompts/InstallTopBanner',
  component: InstallTopBanner,
  tags: ['autodocs'],
  args: { rating: 4.8, userCount: 52_000 },
  decorators: [
    (Story, { parameters }) => (
      // The first visit is set as each story mounts (not when this module loads): a visit that
      // starts after the 25 s have passed waits for the prompt plus 1 s, racing findBy's 1 s.
      <StoryPlatform
        options={{ initialLocal: firstVisitDueIn(200, BANNER_FIRST_VISIT_DELAY_MS) }}
        prompt={parameters.prompt ?? 'accepted'}
      >
        <Story />
      </StoryPlatform>
    ),
  ],
} satisfies Meta<typeof InstallTopBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 25 s after the first visit: title, tagline, rating and users, Free, Install, Not now, close. */
export const Shown: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('region', { name: 'Install the Voyagent app' }),
    ).toBeVisible();
    await expect(canvas.getByText('Free')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Not now' })).toBeVisible();
  },
};

// fireEvent, not userEvent: a focused button that turns pending makes react-aria announce it in a
// live region that outlives the story by seconds, pointing at a button the next story lacks.
/** The browser's prompt is open: the button reads Installing... and ignores presses. */
export const Installing: Story = {
  parameters: { prompt: 'never' },
  play: async ({ canvas }) => {
    fireEvent.click(await canvas.findByRole('button', { name: 'Install' }));
    await expect(await canvas.findByRole('button', { name: 'Installing...' })).toBeVisible();
  },
};

/** Not now hides it (and keeps it away for 48 h). */
export const Dismissed: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Not now' }));
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};

/** Keyboard only: Tab reaches Install, then Not now; Enter dismisses. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const install = await canvas.findByRole('button', { name: 'Install' });
    await userEvent.tab();
    await expect(install).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Not now' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};

export const WithoutFigures: Story = { args: { rating: undefined, userCount: undefined } };

export const Dark: Story = { globals: { theme: 'dark' } };
