import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Breadcrumb } from './Breadcrumb';

const meta = {
  title: 'UI Kit/Breadcrumb',
  component: Breadcrumb,
  tags: ['autodocs'],
  args: {
    items: [
      { label: 'Home', href: '#home' },
      { label: 'Blog', href: '#blog' },
      { label: 'Packing light for a week in Lisbon' },
    ],
  },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Trail: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Breadcrumb' })).toBeInTheDocument();
    await expect(canvas.getByText('Packing light for a week in Lisbon')).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveFocus();
  },
};

export const TwoLevels: Story = {
  args: { items: [{ label: 'Home', href: '#home' }, { label: 'Flights' }] },
};

export const CurrentPageOnly: Story = { args: { items: [{ label: 'Pricing' }] } };

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
