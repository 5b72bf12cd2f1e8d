import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TextField } from './TextField';

const searchIcon = (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </svg>
);

const meta = {
  title: 'UI Kit/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: { label: 'E-mail', type: 'email', placeholder: 'you@example.com', onChange: fn() },
  argTypes: {
    type: { control: 'select', options: ['text', 'email', 'password', 'search', 'tel', 'url'] },
    size: { control: 'inline-radio', options: ['md', 'lg'] },
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'ana@example.com');
    await expect(args.onChange).toHaveBeenLastCalledWith('ana@example.com');
  },
};

export const WithDescription: Story = {
  args: { description: 'We send the confirmation link here.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
      'We send the confirmation link here.',
    );
  },
};

export const Invalid: Story = {
  args: { defaultValue: 'ana@', isInvalid: true, errorMessage: 'Enter a valid e-mail address.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.getByText('Enter a valid e-mail address.')).toBeVisible();
  },
};

export const RequiredNativeValidation: Story = {
  args: { isRequired: true, label: 'Full name', type: 'text', placeholder: undefined },
  render: (args) => (
    <form onSubmit={(event) => event.preventDefault()}>
      <TextField {...args} />
      <button type="submit">Continue</button>
    </form>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByRole('textbox', { name: /Full name/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'ana@example.com' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 'ana@example.com' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('readonly');
  },
};

export const Password: Story = {
  args: {
    label: 'Password',
    type: 'password',
    placeholder: undefined,
    autoComplete: 'current-password',
  },
};

export const SearchWithIcon: Story = {
  args: {
    label: 'Search destinations',
    type: 'search',
    placeholder: 'Paris, Tokyo…',
    startIcon: searchIcon,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search destinations' })).toBeVisible();
  },
};

export const Large: Story = { args: { size: 'lg' } };

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: {
    description: 'We send the confirmation link here.',
    isInvalid: true,
    errorMessage: 'Required',
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { size: 'lg', startIcon: searchIcon, type: 'search', label: 'Search destinations' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('searchbox').parentElement;
    await expect(box?.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
