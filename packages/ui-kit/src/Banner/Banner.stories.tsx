import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { Banner } from './Banner';

const meta = {
  title: 'UI Kit/Banner',
  component: Banner,
  tags: ['autodocs'],
  args: {
    title: 'Install Voyagent',
    description: 'Fast, offline-ready, secure travel planning. 4.8 rating · 1M+ users · Free',
  },
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: ['info', 'success', 'warning', 'danger', 'promo'],
    },
    action: { control: false },
  },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  args: { variant: 'info', title: 'Update available!', description: 'A new version is ready.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Update available!');
  },
};

export const Success: Story = {
  args: { variant: 'success', title: 'Syncing', description: '2 actions waiting to sync' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Syncing');
  },
};

export const Warning: Story = {
  args: { variant: 'warning', title: 'Trial ends soon', description: '2 days left.' },
};

export const Danger: Story = {
  args: { variant: 'danger', title: "You're offline", description: '2 pending actions' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent("You're offline");
  },
};

export const Promo: Story = {
  args: {
    variant: 'promo',
    action: (
      <Button size="sm" variant="primary">
        Install
      </Button>
    ),
  },
};

export const TitleOnly: Story = { args: { description: undefined } };

export const Dismissible: Story = {
  args: { variant: 'promo', onDismiss: fn(), dismissLabel: 'Close' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {(['info', 'success', 'warning', 'danger', 'promo'] as const).map((variant) => (
        <Banner key={variant} {...args} variant={variant} onDismiss={fn()} />
      ))}
    </div>
  ),
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: {
    variant: 'promo',
    onDismiss: fn(),
    action: (
      <Button size="sm" fullWidth>
        Install
      </Button>
    ),
  },
};
