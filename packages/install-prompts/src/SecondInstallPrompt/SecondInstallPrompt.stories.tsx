import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, waitFor, within } from 'storybook/test';
import {
  SECOND_PROMPT_DELAY_MS,
  SECOND_PROMPT_REPROMPT_MS,
} from '../bannerSchedule/bannerSchedule';
import { INSTALL_KEYS } from '../installStorage/installStorage';
import { BROWSERS } from '../InstallPlatform/platformFixture';
import { firstVisitDueIn, StoryPlatform } from '../InstallPlatform/StoryPlatform';
import { SecondInstallPrompt } from './SecondInstallPrompt';

const meta = {
  title: 'Install Prompts/SecondInstallPrompt',
  component: SecondInstallPrompt,
  tags: ['autodocs'],
  parameters: {
    viewport: { defaultViewport: 'mobile2' },
    docs: { story: { inline: false, height: '320px' } },
  },
  decorators: [
    (Story, { parameters }) => (
      <StoryPlatform
        options={{
          isMobile: true,
          browser: BROWSERS.chromeAndroid,
          initialLocal: parameters.initialLocal ?? firstVisitDueIn(50, SECOND_PROMPT_DELAY_MS),
        }}
        prompt={parameters.prompt ?? 'dismissed'}
      >
        <Story />
      </StoryPlatform>
    ),
  ],
} satisfies Meta<typeof SecondInstallPrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** About 35 s after the first visit, on mobile: Install, Not Now and a close button. */
export const First: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Not Now' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

/** 48 h after Not Now: the reminder. */
export const Reminder: Story = {
  parameters: {
    initialLocal: {
      [INSTALL_KEYS.firstVisit]: String(Date.now() - 3 * SECOND_PROMPT_REPROMPT_MS),
      [INSTALL_KEYS.lastDismissal]: String(Date.now() - SECOND_PROMPT_REPROMPT_MS),
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'Still want the app' })).toBeVisible();
  },
};

// fireEvent, not userEvent: a focused button that turns pending makes react-aria announce it in a
// live region that outlives the story by seconds, pointing at a button the next story lacks.
/** The browser prompt was dismissed: the No problem! toast. */
export const DismissedInBrowser: Story = {
  play: async ({ canvas, canvasElement }) => {
    fireEvent.click(await canvas.findByRole('button', { name: 'Install' }));
    const page = within(canvasElement.ownerDocument.body);
    const title = await page.findByText('No problem!');
    await waitFor(() => expect(title).toBeVisible());
    await expect(page.getByText('You can install anytime from your browser menu')).toBeVisible();
  },
};

/** The browser prompt failed: the Installation Issue toast. */
export const Failed: Story = {
  parameters: { prompt: 'fails' },
  play: async ({ canvas, canvasElement }) => {
    fireEvent.click(await canvas.findByRole('button', { name: 'Install' }));
    const page = within(canvasElement.ownerDocument.body);
    const title = await page.findByText('Installation Issue');
    await waitFor(() => expect(title).toBeVisible());
    await expect(page.getByText('Try adding to home screen manually')).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
