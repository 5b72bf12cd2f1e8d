import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PromotionCountdown } from './PromotionCountdown';

const meta = {
  title: 'Install Prompts/PromotionCountdown',
  component: PromotionCountdown,
  tags: ['autodocs'],
} satisfies Meta<typeof PromotionCountdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Days, hours, minutes and seconds to Sunday 23:59:59.999 of this week. */
export const ToEndOfWeek: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer', { name: 'Offer ends in' })).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
