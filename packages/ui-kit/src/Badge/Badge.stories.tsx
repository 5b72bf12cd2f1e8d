import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge, BADGE_VARIANTS } from './Badge';

const meta = {
  title: 'UI Kit/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { children: 'Connected' },
  argTypes: { variant: { control: 'inline-radio', options: BADGE_VARIANTS } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = { args: { children: 'Guest' } };
export const Info: Story = { args: { variant: 'info', children: 'Offline Mode · 2 pending' } };
export const Success: Story = { args: { variant: 'success', children: 'Connected' } };
export const Warning: Story = { args: { variant: 'warning', children: 'Limited' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Offline' } };
export const Promo: Story = {
  args: { variant: 'promo', children: 'LAUNCH SPECIAL' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('LAUNCH SPECIAL')).toBeVisible();
  },
};

const AllVariants: Story['render'] = () => (
  <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
    {BADGE_VARIANTS.map((variant) => (
      <Badge key={variant} variant={variant}>
        {variant}
      </Badge>
    ))}
  </div>
);

export const All: Story = { render: AllVariants };
export const Dark: Story = { globals: { theme: 'dark' }, render: AllVariants };
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  render: AllVariants,
};
