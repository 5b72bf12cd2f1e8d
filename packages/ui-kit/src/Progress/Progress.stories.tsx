import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Progress } from './Progress';

const meta = {
  title: 'UI Kit/Progress',
  component: Progress,
  tags: ['autodocs'],
  args: { label: 'Preparing your trip', value: 42 },
  argTypes: { value: { control: { type: 'range', min: 0, max: 100 } } },
} satisfies Meta<typeof Progress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Determinate: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Preparing your trip' });
    await expect(bar).toHaveAttribute('aria-valuenow', '42');
    await expect(canvas.getByText('42%')).toBeVisible();
  },
};

export const Complete: Story = { args: { value: 100 } };

export const WithoutValueLabel: Story = { args: { showValueLabel: false } };

export const CustomRange: Story = {
  args: { label: 'Steps', value: 3, minValue: 0, maxValue: 5, formatOptions: { style: 'decimal' } },
};

export const Indeterminate: Story = {
  args: { label: 'Loading', value: undefined, isIndeterminate: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading' })).not.toHaveAttribute(
      'aria-valuenow',
    );
  },
};

export const InvalidRange: Story = {
  args: { label: 'Invalid range shows as indeterminate', value: 5, minValue: 10, maxValue: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).not.toHaveAttribute('aria-valuenow');
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { label: 'Claim 50% OFF: offer loading', value: 80 },
};
