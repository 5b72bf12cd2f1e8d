import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, waitFor, within } from 'storybook/test';
import { Button } from '@voyagent/ui-kit/Button';
import { BROWSERS, type PromptAnswer } from '../InstallPlatform/platformFixture';
import { StoryPlatform } from '../InstallPlatform/StoryPlatform';
import type { InstallPlatform } from '../InstallPlatform/InstallPlatform';
import { InstallWizard } from './InstallWizard';

function WizardDemo() {
  const [isOpen, setOpen] = useState(true);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Get Free App</Button>
      <InstallWizard isOpen={isOpen} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'Install Prompts/InstallWizard',
  component: InstallWizard,
  tags: ['autodocs'],
  args: { isOpen: true, onOpenChange: () => undefined },
  parameters: { docs: { story: { inline: false, height: '560px' } } },
  render: () => <WizardDemo />,
  decorators: [
    (Story, { parameters }) => (
      <StoryPlatform
        options={parameters.platform as Partial<InstallPlatform>}
        prompt={parameters.prompt as PromptAnswer | undefined}
      >
        <Story />
      </StoryPlatform>
    ),
  ],
} satisfies Meta<typeof InstallWizard>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Install Voyagent' });
    // The dialog fades in: wait for the end of its entry animation.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Install Free App' })).toBeVisible(),
    );
    await expect(within(dialog).getByRole('button', { name: 'Maybe Later' })).toBeVisible();
  },
};

/** Safari has no install prompt: the hint says how to add the app. */
export const Safari: Story = {
  parameters: { platform: { browser: BROWSERS.iosSafari } },
  play: async ({ canvasElement }) => {
    const hint = await page(canvasElement).findByText('Tap Share → Add to Home Screen');
    await waitFor(() => expect(hint).toBeVisible());
  },
};

// fireEvent, not userEvent: a focused button that turns pending makes react-aria announce it in a
// live region that outlives the story by seconds, pointing at a button the next story lacks.
export const Installing: Story = {
  parameters: { prompt: 'never' },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    fireEvent.click(await body.findByRole('button', { name: 'Install Free App' }));
    const installing = await body.findByRole('button', { name: 'Installing...' });
    await waitFor(() => expect(installing).toBeVisible());
  },
};

/** Accepted: the dialog closes and, a second later, the welcome toast. */
export const Installed: Story = {
  parameters: { prompt: 'accepted' },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    const install = await body.findByRole('button', { name: 'Install Free App' });
    await waitFor(() => expect(install).toBeVisible());
    fireEvent.click(install);
    const welcome = await body.findByText(
      'App installed successfully. Start planning your dream trip!',
      undefined,
      { timeout: 3000 },
    );
    await waitFor(() => expect(welcome).toBeVisible());
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
