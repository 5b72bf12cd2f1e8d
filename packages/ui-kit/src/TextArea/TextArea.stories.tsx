import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  title: 'UI Kit/TextArea',
  component: TextArea,
  tags: ['autodocs'],
  args: {
    label: 'Ask anything',
    placeholder: 'Plan a 5-day trip to Lisbon…',
    description: 'Shift+Enter adds a line.',
    onChange: fn(),
  },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

const heightOf = (element: HTMLElement) => element.getBoundingClientRect().height;

/** Starts at 80 px and grows, in real layout, as lines are typed (shell.md §2). */
export const GrowsWithContent: Story = {
  play: async ({ canvas }) => {
    const area = canvas.getByRole('textbox', { name: 'Ask anything' });
    await expect(heightOf(area)).toBe(80);
    await userEvent.type(area, 'Day 1{Enter}Day 2{Enter}Day 3{Enter}Day 4{Enter}Day 5{Enter}Day 6');
    const grown = heightOf(area);
    await expect(grown).toBeGreaterThan(80);
    await expect(area.scrollHeight).toBeLessThanOrEqual(area.clientHeight);
    await userEvent.clear(area);
    await expect(heightOf(area)).toBe(80);
  },
};

/** Grows up to maxHeight, then scrolls. */
export const MaxHeight: Story = {
  args: { maxHeight: 140 },
  play: async ({ canvas }) => {
    const area = canvas.getByRole('textbox', { name: 'Ask anything' });
    await userEvent.type(area, '1{Enter}2{Enter}3{Enter}4{Enter}5{Enter}6{Enter}7{Enter}8{Enter}9');
    await expect(heightOf(area)).toBe(140);
    await expect(getComputedStyle(area).overflowY).toBe('auto');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Tell us where you want to go.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Ask anything' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const Required: Story = { args: { isRequired: true } };

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Weekend in Rome' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Ask anything' })).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 'Day 1: Alfama\nDay 2: Belém\nDay 3: Sintra' },
  play: async ({ canvas }) => {
    await expect(
      heightOf(canvas.getByRole('textbox', { name: 'Ask anything' })),
    ).toBeGreaterThanOrEqual(80);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { defaultValue: 'Beaches near Porto' },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { maxHeight: 200 },
};
