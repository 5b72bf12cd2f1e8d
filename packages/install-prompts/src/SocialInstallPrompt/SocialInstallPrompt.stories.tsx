import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BROWSERS } from '../InstallPlatform/platformFixture';
import { StoryPlatform } from '../InstallPlatform/StoryPlatform';
import type { InstallPlatform } from '../InstallPlatform/InstallPlatform';
import { SocialInstallPrompt } from './SocialInstallPrompt';

const meta = {
  title: 'Install Prompts/SocialInstallPrompt',
  component: SocialInstallPrompt,
  tags: ['autodocs'],
  decorators: [
    (Story, { parameters }) => (
      <StoryPlatform options={parameters.platform as Partial<InstallPlatform>}>
        <Story />
      </StoryPlatform>
    ),
  ],
} satisfies Meta<typeof SocialInstallPrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Referred by a Facebook campaign (utm_source), in a real browser. */
export const FromCampaign: Story = {
  parameters: { platform: { pageUrl: 'https://voyagent.example/?utm_source=facebook' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Install' })).toBeVisible();
  },
};

/** Inside Instagram's own browser: Install explains how to open the page in a real browser. */
export const InInstagramBrowser: Story = {
  parameters: {
    platform: { browser: BROWSERS.instagram, referrer: 'https://l.instagram.com/' },
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Install' }));
    const page = within(canvasElement.ownerDocument.body);
    const guidance = await page.findByText('Tap ⋯ menu → Open in Browser to install');
    await waitFor(() => expect(guidance).toBeVisible());
  },
};
