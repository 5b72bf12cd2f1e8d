import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Tooltip, TooltipGroup } from './Tooltip';
import { TOOLTIP_OPEN_DELAY_MS } from './tooltipTiming';

const meta = {
  title: 'UI Kit/Tooltip',
  component: Tooltip,
  tags: ['autodocs'],
  args: { content: 'Share this trip', children: <Button variant="ghost">Share</Button> },
  argTypes: {
    placement: { control: 'inline-radio', options: ['top', 'bottom', 'left', 'right'] },
  },
  decorators: [
    (Story) => (
      <TooltipGroup>
        <div style={{ padding: '56px 24px', display: 'flex', gap: 12 }}>
          <Story />
        </div>
      </TooltipGroup>
    ),
  ],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hover: nothing before 700 ms, then the tooltip describes its trigger. */
export const OnHover: Story = {
  play: async ({ canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Share' });
    const pointedAt = performance.now();
    await userEvent.hover(trigger);
    const tooltip = await page.findByRole('tooltip', {}, { timeout: 2000 });
    await expect(performance.now() - pointedAt).toBeGreaterThanOrEqual(TOOLTIP_OPEN_DELAY_MS);
    await expect(tooltip).toHaveTextContent('Share this trip');
    await expect(trigger).toHaveAccessibleDescription('Share this trip');
    await userEvent.unhover(trigger);
    await waitFor(() => expect(page.queryByRole('tooltip')).toBeNull());
  },
};

/** Keyboard: focus opens it at once, Escape closes it. */
export const OnKeyboardFocus: Story = {
  play: async ({ canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Share' })).toHaveFocus();
    await expect(await page.findByRole('tooltip')).toHaveTextContent('Share this trip');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('tooltip')).toBeNull());
  },
};

/** Moving along a toolbar: once one tooltip has shown, the next opens at once. */
export const SkipDelayInGroup: Story = {
  render: () => (
    <>
      <Tooltip content="Share this trip">
        <Button variant="ghost">Share</Button>
      </Tooltip>
      <Tooltip content="Save to favourites">
        <Button variant="ghost">Save</Button>
      </Tooltip>
      <Tooltip content="Download offline map">
        <Button variant="ghost">Download</Button>
      </Tooltip>
    </>
  ),
  play: async ({ canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.hover(canvas.getByRole('button', { name: 'Share' }));
    await page.findByRole('tooltip', {}, { timeout: 2000 });
    const movedAt = performance.now();
    await userEvent.unhover(canvas.getByRole('button', { name: 'Share' }));
    await userEvent.hover(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(page.getByRole('tooltip')).toHaveTextContent('Save to favourites'));
    await expect(performance.now() - movedAt).toBeLessThan(TOOLTIP_OPEN_DELAY_MS);
  },
};

export const Bottom: Story = {
  args: { placement: 'bottom' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Share' })).toHaveFocus();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: OnKeyboardFocus.play,
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { content: 'Download the offline map of Paris for use without a connection' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await within(canvasElement.ownerDocument.body).findByRole('tooltip');
  },
};
