import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CloseIcon } from '../internal/CloseIcon';
import { IconButton } from './IconButton';

const meta = {
  title: 'UI Kit/IconButton',
  component: IconButton,
  tags: ['autodocs'],
  args: { label: 'Close', children: <CloseIcon />, onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['ghost', 'secondary', 'primary'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    children: { control: false },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ghost: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary' } };

export const Primary: Story = { args: { variant: 'primary', label: 'Next' } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <IconButton {...args} size="sm" label="Close small" />
      <IconButton {...args} size="md" label="Close medium" />
      <IconButton {...args} size="lg" label="Close large" />
    </div>
  ),
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Close' })).toBeDisabled();
  },
};

export const KeyboardFocus: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { variant: 'secondary' } };

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { size: 'lg' },
};
