import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { ConfirmDialog } from './ConfirmDialog';
import { Dialog, type DialogProps } from './Dialog';
import { DialogTrigger } from './index';

function renderWithTrigger(props: Partial<DialogProps> = {}) {
  render(
    <DialogTrigger>
      <Button>Emergency info</Button>
      <Dialog title="Emergency information" description="Local numbers for Paris" {...props}>
        {props.children ?? <a href="#police">Police: 17</a>}
      </Dialog>
    </DialogTrigger>,
  );
  return screen.getByRole('button', { name: 'Emergency info' });
}

describe('Dialog', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('opens from its trigger, is named and described, and takes focus', async () => {
    const user = userEvent.setup();
    await user.click(renderWithTrigger());
    const dialog = screen.getByRole('dialog', { name: 'Emergency information' });
    expect(dialog).toHaveAccessibleDescription('Local numbers for Paris');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes on Escape and gives focus back to the trigger', async () => {
    const user = userEvent.setup();
    const trigger = renderWithTrigger();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    // FocusScope restores focus on the next animation frame.
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('keeps Tab inside the dialog while open', async () => {
    const user = userEvent.setup();
    await user.click(renderWithTrigger());
    const dialog = screen.getByRole('dialog');
    for (let step = 0; step < 4; step += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('closes from the × button and from content given the close function', async () => {
    const user = userEvent.setup();
    const trigger = renderWithTrigger({
      children: (close) => <Button onPress={close}>Done</Button>,
    });
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on an outside click only when dismissable', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    const { rerender } = render(
      <Dialog
        title="Nearby restaurants"
        isOpen
        onOpenChange={onOpenChange}
        isDismissable={false}
      />,
    );
    await user.click(document.body);
    expect(onOpenChange).not.toHaveBeenCalled();
    rerender(<Dialog title="Nearby restaurants" isOpen onOpenChange={onOpenChange} />);
    await user.click(document.body);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('warns about an empty title and an unknown size, and still renders', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<Dialog title="" isOpen size={'huge' as DialogProps['size']} />);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('non-empty title'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Dialog: size "huge"'));
  });

  it('has no axe violations when open', async () => {
    render(<Dialog title="Emergency information" description="Local numbers" isOpen />);
    const results = await axe.run(screen.getByRole('dialog'));
    expect(results.violations).toEqual([]);
  });
});

describe('ConfirmDialog', () => {
  function renderConfirm(onConfirm = vi.fn(), onOpenChange = vi.fn()) {
    render(
      <ConfirmDialog
        isOpen
        onOpenChange={onOpenChange}
        title="Sign out?"
        description="You will need to sign in again to see your saved trips."
        confirmLabel="Sign Out"
        tone="danger"
        onConfirm={onConfirm}
      />,
    );
    return { onConfirm, onOpenChange };
  }

  it('is an alertdialog that starts on Cancel', () => {
    renderConfirm();
    const dialog = screen.getByRole('alertdialog', { name: 'Sign out?' });
    expect(dialog).toHaveAccessibleDescription(
      'You will need to sign in again to see your saved trips.',
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('confirms once and closes', async () => {
    const user = userEvent.setup();
    const { onConfirm, onOpenChange } = renderConfirm();
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('cancels from the button and from Escape without confirming', async () => {
    const user = userEvent.setup();
    const { onConfirm, onOpenChange } = renderConfirm();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('ignores outside clicks', async () => {
    const user = userEvent.setup();
    const { onOpenChange } = renderConfirm();
    await user.click(document.body);
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('falls back to "Confirm" for an empty confirm label, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<ConfirmDialog isOpen title="Clear app data?" confirmLabel=" " onConfirm={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Confirm label is empty'));
  });

  it('has no axe violations', async () => {
    renderConfirm();
    const results = await axe.run(screen.getByRole('alertdialog'));
    expect(results.violations).toEqual([]);
  });
});
