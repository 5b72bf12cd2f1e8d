import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ConnectionBanner, OfflineModeBadge } from './OfflineStatus';

const meta = {
  title: 'Install Prompts/OfflineStatus',
  component: ConnectionBanner,
  tags: ['autodocs'],
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <ConnectionBanner {...args} />
      {!args.online && <OfflineModeBadge pendingCount={args.pendingCount} />}
    </div>
  ),
} satisfies Meta<typeof ConnectionBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Offline: Story = {
  args: { online: false, pendingCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent("You're offline");
    await expect(canvas.getByText('Offline Mode')).toBeVisible();
  },
};

export const OfflineWithPendingActions: Story = {
  args: { online: false, pendingCount: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('2 actions waiting to sync');
  },
};

/** Back online with queued actions: the green Syncing banner. */
export const Syncing: Story = {
  args: { online: true, pendingCount: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Syncing');
  },
};

export const OfflineDark: Story = {
  args: { online: false, pendingCount: 3 },
  globals: { theme: 'dark' },
};

export const SyncingDark: Story = {
  args: { online: true, pendingCount: 3 },
  globals: { theme: 'dark' },
};
