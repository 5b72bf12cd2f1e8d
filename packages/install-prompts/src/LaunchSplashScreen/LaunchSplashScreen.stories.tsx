import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { memoryStorage } from '../platform/webStorage';
import { LaunchSplashScreen } from './LaunchSplashScreen';

const meta = {
  title: 'Install Prompts/LaunchSplashScreen',
  component: LaunchSplashScreen,
  tags: ['autodocs'],
  args: { navigate: fn(), onComplete: fn(), local: memoryStorage() },
  parameters: { docs: { story: { inline: false, height: '640px' } } },
  render: function Render(args) {
    const [local] = useState(() => memoryStorage());
    return <LaunchSplashScreen {...args} local={local} />;
  },
} satisfies Meta<typeof LaunchSplashScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The offer with its countdown; progress fills over about 10 s, then it closes. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', {
      name: '50% OFF Premium Lifetime Access',
    });
    await waitFor(() => expect(within(dialog).getByText('LAUNCH SPECIAL')).toBeVisible());
    await expect(within(dialog).getByRole('timer')).toBeVisible();
  },
};

export const Skipped: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(await page(canvasElement).findByRole('button', { name: 'Skip' }));
    await expect(args.onComplete).toHaveBeenCalledOnce();
  },
};

export const Claimed: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      await page(canvasElement).findByRole('button', { name: 'Claim 50% OFF Now' }),
    );
    await expect(args.navigate).toHaveBeenCalledWith('/app-launch?promo=BLACKFRIDAY50');
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
