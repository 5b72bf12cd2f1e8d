import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { contentFigures } from '../ReviewParts/reviewFixtures';
import { ReviewSummary } from './ReviewSummary';

const meta = {
  title: 'Search Widgets/Reviews/ReviewSummary',
  component: ReviewSummary,
  tags: ['autodocs'],
  args: { summary: contentFigures },
} satisfies Meta<typeof ReviewSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The operator content file's figures, shown until a review is approved (SW-125..SW-128). */
export const ContentFigures: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('4.8 out of 5 stars')).toBeInTheDocument();
    await expect(canvas.getByText('15,847 reviews')).toBeVisible();
    await expect(canvas.getByText('95% recommend')).toBeVisible();
    await expect(canvas.getByText('+98% growth')).toBeVisible();
  },
};

/** reviews-list's real figures once reviews are approved; growth stays the content file's. */
export const RealFigures: Story = {
  args: { summary: { ...contentFigures, rating: 4.3, reviewCount: 27, recommendPercent: 89 } },
};

export const French: Story = {
  args: { locale: 'fr-FR' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Avis des voyageurs' })).toBeVisible();
  },
};
