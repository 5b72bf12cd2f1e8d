import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  contentFigures,
  failsToLoad,
  listedReviews,
  loadFrom,
  neverLoads,
} from '../ReviewParts/reviewFixtures';
import { TrustBlock } from './TrustBlock';

const meta = {
  title: 'Search Widgets/Reviews/TrustBlock',
  component: TrustBlock,
  tags: ['autodocs'],
  args: { loadReviews: loadFrom() },
} satisfies Meta<typeof TrustBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The home trust block: the summary and three snippets (travel.md §2, §9). */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Reviews' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Traveler reviews' })).toBeVisible();
  },
};

/** Only samples: before launch, every review shown is labelled as a sample. */
export const SamplesOnly: Story = {
  args: { loadReviews: loadFrom(listedReviews.filter((review) => review.source === 'mock')) },
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: 'Reviews' });
    await expect(canvas.getAllByText('Sample review')).toHaveLength(3);
  },
};

export const Loading: Story = { args: { loadReviews: neverLoads } };

export const NoReviews: Story = { args: { loadReviews: loadFrom([], contentFigures) } };

export const Failed: Story = {
  args: { loadReviews: failsToLoad },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Reviews could not be loaded right now.')).toBeVisible();
  },
};

export const French: Story = { args: { locale: 'fr-FR' } };
