import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from './Button';

const meta = {
  title: 'UI Kit/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Start Planning Your Trip', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Start Planning Your Trip' }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Maybe Later' } };

export const Ghost: Story = { args: { variant: 'ghost', children: 'Not now' } };

export const Danger: Story = { args: { variant: 'danger', children: 'Sign Out' } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
};

export const Loading: Story = {
  args: { children: 'Install Now', isLoading: true, loadingText: 'Installing...' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: /Installing\.\.\./ });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toBeDisabled();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { children: 'GET STARTED' },
};

export const MobileFullWidth: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { fullWidth: true, size: 'lg', children: 'Claim 50% OFF Now' },
};
