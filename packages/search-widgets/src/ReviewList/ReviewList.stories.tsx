import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { contentFigures, failsToLoad, loadFrom, neverLoads } from '../ReviewParts/reviewFixtures';
import { ReviewList } from './ReviewList';

const meta = {
  title: 'Search Widgets/Reviews/ReviewList',
  component: ReviewList,
  tags: ['autodocs'],
  args: { loadReviews: loadFrom(), pageSize: 4 },
} satisfies Meta<typeof ReviewList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A real review and the samples, each sample labelled as such. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Reviews' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(list).getAllByText('Sample review')).toHaveLength(3);
  },
};

/** "Load more reviews" until the last page, then the button goes. */
export const LoadMore: Story = {
  play: async ({ canvas }) => {
    const more = await canvas.findByRole('button', { name: 'Load more reviews' });
    await userEvent.click(more);
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(8));
    await userEvent.click(canvas.getByRole('button', { name: 'Load more reviews' }));
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(9));
    await expect(canvas.queryByRole('button', { name: 'Load more reviews' })).toBeNull();
  },
};

/** The skeleton holds the space while the first page loads. */
export const Loading: Story = { args: { loadReviews: neverLoads } };

export const Empty: Story = {
  args: { loadReviews: loadFrom([], contentFigures) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No reviews yet.')).toBeVisible();
  },
};

/** The backend is down: a short message and a retry; nothing else on the page is affected. */
export const Failed: Story = {
  args: { loadReviews: failsToLoad },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Reviews could not be loaded right now.')).toBeVisible();
  },
};

export const German: Story = { args: { locale: 'de-DE' } };
