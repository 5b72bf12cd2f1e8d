import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Switch } from './Switch';

const meta = {
  title: 'UI Kit/Switch',
  component: Switch,
  tags: ['autodocs'],
  args: { children: 'Dark mode', onChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ args, canvas }) => {
    const control = canvas.getByRole('switch', { name: 'Dark mode' });
    await userEvent.click(canvas.getByText('Dark mode'));
    await expect(control).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const On: Story = {
  args: { defaultSelected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Dark mode' })).toBeChecked();
  },
};

export const KeyboardToggle: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('switch', { name: 'Dark mode' })).toBeChecked();
  },
};

export const WithDescription: Story = {
  args: {
    children: 'Location',
    description: 'Used for nearby tips and safety alerts.',
    defaultSelected: true,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Location' })).toHaveAccessibleDescription(
      'Used for nearby tips and safety alerts.',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Dark mode' })).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultSelected: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByText('Dark mode'));
    await expect(canvas.getByRole('switch', { name: 'Dark mode' })).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { defaultSelected: true } };

export const DarkOff: Story = { globals: { theme: 'dark' } };

/** The mobile settings panel's list of switches. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  render: () => (
    <div style={{ display: 'grid' }}>
      <Switch defaultSelected>Notifications</Switch>
      <Switch defaultSelected>Location</Switch>
      <Switch defaultSelected>Camera</Switch>
      <Switch>Offline</Switch>
      <Switch defaultSelected>Analytics</Switch>
      <Switch>Dark mode</Switch>
    </div>
  ),
  play: async ({ canvas }) => {
    // The whole row (a <label>) is the touch target.
    const row = canvas.getByText('Offline').closest('label');
    await expect(row?.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
