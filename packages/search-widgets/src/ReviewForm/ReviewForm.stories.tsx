import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReviewForm } from './ReviewForm';
import { ReviewSubmitError } from './reviewSubmitError';

const meta = {
  title: 'Search Widgets/Reviews/ReviewForm',
  component: ReviewForm,
  tags: ['autodocs'],
  args: { submitReview: fn(() => Promise.resolve()) },
} satisfies Meta<typeof ReviewForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Keyboard and pointer: a rating, the texts, a trip type. */
async function fillIn(canvas: ReturnType<typeof within>) {
  await userEvent.click(canvas.getByRole('radio', { name: '5 stars' }));
  await userEvent.type(canvas.getByRole('textbox', { name: 'Title' }), 'Lisbon by tram');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Your review' }), 'Trams and fado.');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Trip destination' }), 'Lisbon');
  await userEvent.click(canvas.getByRole('button', { name: /Trip type/ }));
  await userEvent.click(await body().findByRole('option', { name: 'Solo trip' }));
}

export const Empty: Story = {};

/** Submitted empty: each field says what it needs; nothing is sent. */
export const Invalid: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit review' }));
    await expect(canvas.getByText('Choose a rating')).toBeVisible();
    await expect(canvas.getByText('Enter a title')).toBeVisible();
    await expect(args.submitReview).not.toHaveBeenCalled();
  },
};

/** Sent: the form gives way to "pending approval". */
export const PendingApproval: Story = {
  play: async ({ canvas, args }) => {
    await fillIn(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit review' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Thank you! Your review is pending approval.',
    );
    await expect(args.submitReview).toHaveBeenCalledOnce();
  },
};

/** The server refused (one review per user): its words, the draft kept. */
export const Refused: Story = {
  args: {
    submitReview: fn(() =>
      Promise.reject(new ReviewSubmitError('You have already reviewed Voyagent. Thank you!')),
    ),
  },
  play: async ({ canvas }) => {
    await fillIn(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit review' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'You have already reviewed Voyagent. Thank you!',
    );
  },
};

export const German: Story = { args: { locale: 'de-DE' } };
