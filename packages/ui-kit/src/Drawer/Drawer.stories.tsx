import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { DialogTrigger } from '../Dialog';
import { Drawer } from './Drawer';
import { SHEET_CLOSE_ANIMATION_MS } from './sheetSwipe';

const meta = {
  title: 'UI Kit/Drawer',
  component: Drawer,
  tags: ['autodocs'],
  args: {
    title: 'Settings',
    children: (
      <ul style={{ margin: 0, paddingInlineStart: 20 }}>
        <li>Dark mode</li>
        <li>Notifications</li>
        <li>Clear app data</li>
      </ul>
    ),
    onOpenChange: fn(),
  },
  argTypes: {
    placement: { control: 'inline-radio', options: ['left', 'right', 'bottom'] },
  },
  // An open drawer covers the page, so the docs page shows each story in its own frame.
  parameters: { docs: { story: { inline: false, height: '520px' } } },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const mobile = { viewport: { value: 'mobile1', isRotated: false } };

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/** Drives the sheet like a finger: real PointerEvents in the browser, one step per frame. */
async function dragVertically(target: Element, fromY: number, toY: number) {
  const init = { bubbles: true, cancelable: true, pointerId: 1, isPrimary: true, button: 0 };
  target.dispatchEvent(new PointerEvent('pointerdown', { ...init, clientY: fromY }));
  for (let step = 1; step <= 4; step += 1) {
    await nextFrame();
    const clientY = fromY + ((toY - fromY) * step) / 4;
    target.dispatchEvent(new PointerEvent('pointermove', { ...init, clientY }));
  }
  await nextFrame();
  target.dispatchEvent(new PointerEvent('pointerup', { ...init, clientY: toY }));
}

/** Resolves once the sheet has finished sliding in, so a drag is not fighting the entry animation. */
async function findSettledSheet(canvasElement: HTMLElement) {
  const page = within(canvasElement.ownerDocument.body);
  const heading = await page.findByRole('heading', { name: 'Settings' });
  const panel = page.getByRole('dialog').parentElement as HTMLElement;
  await waitFor(() => expect(panel).not.toHaveAttribute('data-entering'));
  return { page, heading, panel };
}

/** A right-hand drawer opened from a button; Escape closes it and focus returns. */
export const Right: Story = {
  render: (args) => (
    // The trigger owns the open state, so the change handler goes there.
    <DialogTrigger onOpenChange={args.onOpenChange}>
      <Button>Open settings</Button>
      <Drawer {...args} onOpenChange={undefined} />
    </DialogTrigger>
  ),
  play: async ({ canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Open settings' });
    await userEvent.click(trigger);
    await page.findByRole('dialog', { name: 'Settings' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Left: Story = { args: { defaultOpen: true, placement: 'left', title: 'Profile' } };

export const BottomSheet: Story = {
  globals: mobile,
  args: { defaultOpen: true, placement: 'bottom' },
};

/** A swipe down of more than 80 px closes the sheet with the 200 ms animation. */
export const SwipeDownCloses: Story = {
  globals: mobile,
  args: { defaultOpen: true, placement: 'bottom' },
  play: async ({ args, canvasElement }) => {
    const { page, heading, panel } = await findSettledSheet(canvasElement);
    const releasedAt = performance.now();
    await dragVertically(heading, 300, 420);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    // Still on screen while the closing animation runs, then removed.
    await expect(panel).toHaveAttribute('data-exiting');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(performance.now() - releasedAt).toBeGreaterThanOrEqual(
      SHEET_CLOSE_ANIMATION_MS * 0.75,
    );
  },
};

/** A swipe of 80 px or less lets the sheet spring back into place. */
export const ShortSwipeSnapsBack: Story = {
  globals: mobile,
  args: { defaultOpen: true, placement: 'bottom' },
  play: async ({ args, canvasElement }) => {
    const { page, heading, panel } = await findSettledSheet(canvasElement);
    await dragVertically(heading, 300, 360);
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(panel.style.getPropertyValue('--vy-sheet-offset')).toBe('0px');
    // Back at rest: the sheet's bottom edge sits on the bottom of the viewport again.
    const viewportBottom = canvasElement.ownerDocument.documentElement.clientHeight;
    await waitFor(() =>
      expect(panel.getBoundingClientRect().bottom).toBeCloseTo(viewportBottom, 0),
    );
    await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark', ...mobile },
  args: { defaultOpen: true, placement: 'bottom' },
};

export const RightDark: Story = {
  globals: { theme: 'dark' },
  args: { defaultOpen: true, placement: 'right' },
};

export const MobileSideDrawer: Story = {
  globals: mobile,
  args: { defaultOpen: true, placement: 'right', title: 'Profile' },
};
