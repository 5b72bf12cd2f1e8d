import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ConfirmDialog } from './ConfirmDialog';
import { Dialog } from './Dialog';
import { DialogTrigger } from './index';

const meta = {
  title: 'UI Kit/Dialog',
  component: Dialog,
  tags: ['autodocs'],
  args: {
    title: 'Emergency information',
    description: 'Local emergency numbers for Paris, France.',
    children: (
      <ul style={{ margin: 0, paddingInlineStart: 20 }}>
        <li>Police: 17</li>
        <li>Ambulance: 15</li>
        <li>Fire: 18</li>
      </ul>
    ),
    onOpenChange: fn(),
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  // An open modal covers the page, so the docs page shows each story in its own frame.
  parameters: { docs: { story: { inline: false, height: '480px' } } },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from a trigger; Escape closes it and focus returns to the trigger. */
export const WithTrigger: Story = {
  render: (args) => (
    // The trigger owns the open state, so the change handler goes there.
    <DialogTrigger onOpenChange={args.onOpenChange}>
      <Button>Emergency info</Button>
      <Dialog {...args} onOpenChange={undefined} />
    </DialogTrigger>
  ),
  play: async ({ canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Emergency info' });
    await userEvent.click(trigger);
    const dialog = await page.findByRole('dialog', { name: 'Emergency information' });
    await expect(dialog).toHaveAccessibleDescription('Local emergency numbers for Paris, France.');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Open: Story = { args: { defaultOpen: true } };

export const Small: Story = {
  args: { defaultOpen: true, size: 'sm', title: 'Link copied!', description: undefined },
};

export const Large: Story = { args: { defaultOpen: true, size: 'lg' } };

/** Outside clicks are ignored; Escape and × still close. */
export const NotDismissable: Story = {
  args: { defaultOpen: true, isDismissable: false },
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await page.findByRole('dialog');
    await userEvent.click(canvasElement.ownerDocument.body);
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await userEvent.click(page.getByRole('button', { name: 'Close' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

const onConfirm = fn();

/** The confirm variant: role alertdialog, focus on Cancel, confirm runs once and closes. */
export const Confirm: Story = {
  render: ({ onOpenChange }) => (
    <ConfirmDialog
      defaultOpen
      onOpenChange={onOpenChange}
      title="Sign out?"
      description="You will need to sign in again to see your saved trips."
      confirmLabel="Sign Out"
      tone="danger"
      onConfirm={onConfirm}
    />
  ),
  play: async ({ args, canvasElement }) => {
    onConfirm.mockClear();
    const page = within(canvasElement.ownerDocument.body);
    await page.findByRole('alertdialog', { name: 'Sign out?' });
    await waitFor(() => expect(page.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.click(page.getByRole('button', { name: 'Sign Out' }));
    await expect(onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { defaultOpen: true },
};

export const ConfirmDark: Story = {
  ...Confirm,
  globals: { theme: 'dark' },
  play: undefined,
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { defaultOpen: true },
};
