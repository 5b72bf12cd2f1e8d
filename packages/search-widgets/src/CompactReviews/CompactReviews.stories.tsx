import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { contentFigures, failsToLoad, loadFrom, neverLoads } from '../ReviewParts/reviewFixtures';
import { CompactReviews } from './CompactReviews';

const meta = {
  title: 'Search Widgets/Reviews/CompactReviews',
  component: CompactReviews,
  tags: ['autodocs'],
  args: { loadReviews: loadFrom() },
} satisfies Meta<typeof CompactReviews>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two reviews, their texts cut at 80 characters (SW-161). */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByRole('listitem')).toHaveLength(2);
  },
};

export const Loading: Story = { args: { loadReviews: neverLoads } };

export const Empty: Story = { args: { loadReviews: loadFrom([], contentFigures) } };

export const Failed: Story = {
  args: { loadReviews: failsToLoad },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Reviews could not be loaded right now.')).toBeVisible();
  },
};

export const Spanish: Story = { args: { locale: 'es-ES' } };
