import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Menu, MenuItem, MenuSection, MenuSeparator } from './Menu';

const meta = {
  title: 'UI Kit/Menu',
  component: Menu,
  args: {
    trigger: 'ada@example.com',
    onAction: fn(),
    children: (
      <>
        <MenuSection title="ada@example.com">
          <MenuItem href="#dashboard">My Dashboard</MenuItem>
          <MenuItem href="#settings">Profile Settings</MenuItem>
          <MenuItem href="#notifications">Notifications</MenuItem>
        </MenuSection>
        <MenuSeparator />
        <MenuItem id="sign-out">Sign Out</MenuItem>
      </>
    ),
  },
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /ada@example.com/ }));
    const page = within(canvasElement.ownerDocument.body);
    await expect(page.getByRole('menu', { name: /ada@example.com/ })).toBeVisible();
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('sign-out');
  },
};
