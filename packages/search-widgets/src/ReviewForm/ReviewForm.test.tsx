import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ReviewForm } from './ReviewForm';
import { ReviewSubmitError } from './reviewSubmitError';

function renderForm(submitReview = vi.fn().mockResolvedValue({ status: 'pending' })) {
  const user = userEvent.setup();
  render(<ReviewForm submitReview={submitReview} />);
  return { user, submitReview };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, title = '  Lisbon by tram  ') {
  await user.click(screen.getByRole('radio', { name: '4 stars' }));
  // Pasted: typing 121 characters key by key is slow on a busy machine.
  await user.click(screen.getByRole('textbox', { name: 'Title' }));
  await user.paste(title);
  await user.type(screen.getByRole('textbox', { name: 'Your review' }), 'Trams and fado.');
  await user.type(screen.getByRole('textbox', { name: 'Trip destination' }), 'Lisbon');
  await user.click(screen.getByRole('button', { name: /Trip type/ }));
  await user.click(screen.getByRole('option', { name: 'Solo trip' }));
}

const submitButton = () => screen.getByRole('button', { name: 'Submit review' });

describe('ReviewForm', { timeout: 30_000 }, () => {
  it('sends the checked, trimmed review and then says it is pending approval', async () => {
    const { user, submitReview } = renderForm();
    expect(screen.getByRole('heading', { level: 2, name: 'Write a review' })).toBeVisible();
    await fillIn(user);
    await user.click(submitButton());
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you! Your review is pending approval.',
    );
    expect(submitReview).toHaveBeenCalledExactlyOnceWith({
      rating: 4,
      title: 'Lisbon by tram',
      content: 'Trams and fado.',
      trip_destination: 'Lisbon',
      trip_type: 'solo',
    });
    expect(screen.queryByRole('button', { name: 'Submit review' })).toBeNull();
  });

  it('names every missing field and sends nothing', async () => {
    const { user, submitReview } = renderForm();
    await user.click(submitButton());
    expect(screen.getByRole('group', { name: 'Your rating' })).toHaveAccessibleDescription(
      'Choose a rating',
    );
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(
      'Enter a title',
    );
    expect(screen.getByRole('textbox', { name: 'Your review' })).toHaveAccessibleDescription(
      'Write your review',
    );
    expect(screen.getByRole('textbox', { name: 'Trip destination' })).toHaveAccessibleDescription(
      'Enter your trip destination',
    );
    expect(screen.getByText('Choose a trip type')).toBeVisible();
    expect(submitReview).not.toHaveBeenCalled();
  });

  it('refuses a title past the contract’s 120 characters', async () => {
    const { user, submitReview } = renderForm();
    await fillIn(user, 'a'.repeat(121));
    await user.click(submitButton());
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(
      'Use at most 120 characters',
    );
    expect(submitReview).not.toHaveBeenCalled();
  });

  it('shows a refusal the host words, or a general text for any other failure, and keeps the draft', async () => {
    const submitReview = vi
      .fn()
      .mockRejectedValueOnce(
        new ReviewSubmitError('You have already reviewed Voyagent. Thank you!'),
      )
      .mockRejectedValueOnce(new Error('INTERNAL'));
    const { user } = renderForm(submitReview);
    await fillIn(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have already reviewed Voyagent. Thank you!',
    );
    await user.click(submitButton());
    await vi.waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Your review could not be sent. Please try again.',
      ),
    );
    expect(screen.queryByText(/INTERNAL/)).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('  Lisbon by tram  ');
  });

  it('writes its texts in the locale given', () => {
    render(<ReviewForm submitReview={vi.fn()} locale="es-ES" />);
    expect(screen.getByRole('heading', { name: 'Escribir una opinión' })).toBeVisible();
    expect(screen.getByRole('radio', { name: '5 estrellas' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar opinión' })).toBeVisible();
  });
});
