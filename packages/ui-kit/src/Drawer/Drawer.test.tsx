import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { DialogTrigger } from '../Dialog';
import { Drawer, type DrawerProps } from './Drawer';

function renderSheet(onOpenChange = vi.fn()) {
  render(
    <Drawer isOpen onOpenChange={onOpenChange} placement="bottom" title="Settings">
      <p>Dark mode</p>
    </Drawer>,
  );
  return onOpenChange;
}

/** Drags from the sheet's header, as a finger would: down, a move, then up. */
function swipe(from: number, to: number) {
  const header = screen.getByRole('heading', { name: 'Settings' });
  fireEvent.pointerDown(header, { pointerId: 7, button: 0, clientY: from });
  fireEvent.pointerMove(header, { pointerId: 7, clientY: to });
  fireEvent.pointerUp(header, { pointerId: 7, clientY: to });
}

function sheetOffset(): string {
  const panel = screen.getByRole('dialog').parentElement as HTMLElement;
  return panel.style.getPropertyValue('--vy-sheet-offset');
}

describe('Drawer', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('opens from a trigger as a named dialog and closes on Escape', async () => {
    const user = userEvent.setup();
    render(
      <DialogTrigger>
        <Button>Profile</Button>
        <Drawer title="Profile" placement="left">
          <a href="#settings">Settings</a>
        </Drawer>
      </DialogTrigger>,
    );
    await user.click(screen.getByRole('button', { name: 'Profile' }));
    const drawer = screen.getByRole('dialog', { name: 'Profile' });
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes from the × button', async () => {
    const user = userEvent.setup();
    const onOpenChange = renderSheet();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('closes the bottom sheet after a swipe down of more than 80 px', () => {
    const onOpenChange = renderSheet();
    swipe(400, 481);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    // The closing animation starts from where the finger let go.
    expect(sheetOffset()).toBe('81px');
  });

  it('snaps back after a swipe of 80 px or less', () => {
    const onOpenChange = renderSheet();
    fireEvent.pointerDown(screen.getByRole('heading'), { pointerId: 3, button: 0, clientY: 400 });
    fireEvent.pointerMove(screen.getByRole('heading'), { pointerId: 3, clientY: 460 });
    expect(sheetOffset()).toBe('60px');
    fireEvent.pointerUp(screen.getByRole('heading'), { pointerId: 3, clientY: 480 });
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(sheetOffset()).toBe('0px');
  });

  it('snaps back when the pointer is cancelled, even far down', () => {
    const onOpenChange = renderSheet();
    const header = screen.getByRole('heading');
    fireEvent.pointerDown(header, { pointerId: 4, button: 0, clientY: 100 });
    fireEvent.pointerMove(header, { pointerId: 4, clientY: 400 });
    fireEvent.pointerCancel(header, { pointerId: 4 });
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(sheetOffset()).toBe('0px');
  });

  it('does not start a drag from the close button', () => {
    const onOpenChange = renderSheet();
    const close = screen.getByRole('button', { name: 'Close' });
    fireEvent.pointerDown(close, { pointerId: 5, button: 0, clientY: 100 });
    fireEvent.pointerMove(close, { pointerId: 5, clientY: 400 });
    fireEvent.pointerUp(close, { pointerId: 5, clientY: 400 });
    expect(sheetOffset()).toBe('');
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });

  it('side drawers ignore swipes', () => {
    const onOpenChange = vi.fn();
    render(<Drawer isOpen onOpenChange={onOpenChange} placement="right" title="Settings" />);
    swipe(100, 400);
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('warns about an unknown placement and falls back to a right drawer', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(
      <Drawer isOpen title="Settings" placement={'top' as DrawerProps['placement']}>
        <p>Dark mode</p>
      </Drawer>,
    );
    expect(screen.getByRole('dialog', { name: 'Settings' })).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Drawer: placement "top"'));
  });

  it('warns about an empty title, its accessible name, and still opens', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(
      <Drawer isOpen title=" ">
        <p>Dark mode</p>
      </Drawer>,
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Drawer needs a non-empty title'));
  });

  it('has no axe violations', async () => {
    renderSheet();
    const results = await axe.run(screen.getByRole('dialog'));
    expect(results.violations).toEqual([]);
  });
});
