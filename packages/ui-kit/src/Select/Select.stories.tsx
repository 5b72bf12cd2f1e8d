import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Select, SelectItem, SelectSection } from './Select';
import type { SelectOption } from './selectOptions';

const currencies: SelectOption[] = [
  { id: 'usd', label: 'US Dollar' },
  { id: 'eur', label: 'Euro' },
  { id: 'gbp', label: 'British Pound' },
  { id: 'jpy', label: 'Japanese Yen', isDisabled: true },
];

const meta = {
  title: 'UI Kit/Select',
  component: Select,
  tags: ['autodocs'],
  args: { label: 'Currency', placeholder: 'Choose a currency', items: currencies, onChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: ['md', 'lg'] } },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Currency/ });
    await userEvent.click(trigger);
    // The list opens in a popover portalled to the body, outside the canvas.
    await userEvent.click(await screen.findByRole('option', { name: 'Euro' }));
    await expect(args.onChange).toHaveBeenCalledWith('eur');
    await waitFor(() => expect(trigger).toHaveTextContent('Euro'));
  },
};

export const KeyboardOnly: Story = {
  play: async ({ args, canvas }) => {
    canvas.getByRole('button', { name: /Currency/ }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('gbp');
  },
};

export const WithSections: Story = {
  args: {
    items: [
      { id: 'usd', label: 'US Dollar', section: 'Popular' },
      { id: 'eur', label: 'Euro', section: 'Popular' },
      { id: 'thb', label: 'Thai Baht', section: 'Asia' },
      { id: 'vnd', label: 'Vietnamese Dong', section: 'Asia' },
    ],
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Currency/ }));
    await expect(await screen.findByRole('group', { name: 'Asia' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

export const AsChildren: Story = {
  args: { items: undefined, label: 'Cabin', placeholder: 'Any cabin', defaultValue: 'business' },
  render: (args) => (
    <Select {...args}>
      <SelectSection title="Cabins">
        <SelectItem id="economy">Economy</SelectItem>
        <SelectItem id="premium">Premium economy</SelectItem>
        <SelectItem id="business">Business</SelectItem>
      </SelectSection>
    </Select>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Cabin/ })).toHaveTextContent('Business');
  },
};

export const WithDescription: Story = { args: { description: 'Prices are shown in it.' } };

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Pick a currency.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Pick a currency.')).toBeVisible();
  },
};

export const Required: Story = { args: { isRequired: true } };

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'usd' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Currency/ })).toBeDisabled();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { defaultValue: 'eur' } };

export const DarkOpen: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Currency/ }));
    await expect(await screen.findByRole('listbox')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { size: 'lg' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Currency/ }));
    const option = (await screen.findByRole('option', { name: 'Euro' })).getBoundingClientRect();
    await expect(option.height).toBeGreaterThanOrEqual(44);
    // The list stays on screen even when the trigger spans the whole 320 px width.
    await expect(option.left).toBeGreaterThanOrEqual(0);
    await expect(option.right).toBeLessThanOrEqual(window.innerWidth);
  },
};
