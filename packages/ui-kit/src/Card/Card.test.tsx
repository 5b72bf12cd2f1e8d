import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Card } from './Card';

describe('Card', () => {
  afterEach(() => vi.restoreAllMocks());

  it('renders its content in a div by default', () => {
    render(<Card>Quick answer</Card>);
    expect(screen.getByText('Quick answer').tagName).toBe('DIV');
  });

  it('becomes a named region when rendered as a labelled section', () => {
    render(
      <Card as="section" aria-label="Quick answer">
        Paris in spring is mild.
      </Card>,
    );
    expect(screen.getByRole('region', { name: 'Quick answer' })).toHaveTextContent(
      'Paris in spring is mild.',
    );
  });

  it('warns and falls back to a div for an unsupported element', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<Card as={'button' as 'div'}>Oops</Card>);
    expect(screen.getByText('Oops').tagName).toBe('DIV');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Card: as "button"'));
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <Card as="article" elevation="raised" aria-labelledby="card-title">
        <h2 id="card-title">Smart Itinerary</h2>
        <p>Day-by-day plans in seconds.</p>
      </Card>,
    );
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });
});
