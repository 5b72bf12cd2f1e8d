import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { NumberField } from './NumberField';

const meta = {
  title: 'UI Kit/NumberField',
  component: NumberField,
  tags: ['autodocs'],
  args: { label: 'Travellers', defaultValue: 2, minValue: 1, maxValue: 9, onChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: ['md', 'lg'] } },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Increase/ }));
    await expect(canvas.getByRole('textbox', { name: 'Travellers' })).toHaveValue('3');
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
  },
};

export const AtMinimum: Story = {
  args: { defaultValue: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Decrease/ })).toBeDisabled();
  },
};

export const Currency: Story = {
  args: {
    label: 'Budget',
    defaultValue: 1500,
    minValue: 0,
    maxValue: undefined,
    step: 50,
    formatOptions: { style: 'currency', currency: 'USD' },
    description: 'Per person',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Budget' })).toHaveValue('$1,500.00');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'At most 9 travellers per booking.' },
};

export const Required: Story = { args: { isRequired: true, defaultValue: undefined } };

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Travellers' })).toBeDisabled();
  },
};

export const ReadOnly: Story = { args: { isReadOnly: true } };

/** min above max: a development warning, shown as invalid, no crash. */
export const ImpossibleBounds: Story = {
  args: { minValue: 10, maxValue: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Travellers' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { size: 'lg' },
  play: async ({ canvas }) => {
    const increase = canvas.getByRole('button', { name: /Increase/ }).getBoundingClientRect();
    await expect(increase.width).toBeGreaterThanOrEqual(44);
    await expect(increase.height).toBeGreaterThanOrEqual(44);
  },
};
