import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TextArea } from './TextArea';

describe('TextArea', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is a labelled multi-line box that keeps new lines', async () => {
    const onChange = vi.fn();
    render(<TextArea label="Ask anything" onChange={onChange} />);
    const area = screen.getByRole('textbox', { name: 'Ask anything' });
    expect(area.tagName).toBe('TEXTAREA');
    await userEvent.type(area, 'Paris{Enter}Rome');
    expect(onChange).toHaveBeenLastCalledWith('Paris\nRome');
  });

  // jsdom has no layout (scrollHeight is 0), so this proves the wiring and the 80 px floor; the
  // story's play function proves real growth in chromium.
  it('sizes itself from its content on mount and on input, never below 80 px (TA-008, TA-009)', async () => {
    render(<TextArea label="Notes" maxHeight={200} />);
    const area = screen.getByRole('textbox', { name: 'Notes' });
    expect(area.style.height).toBe('80px');
    vi.spyOn(area, 'scrollHeight', 'get').mockReturnValue(150);
    await userEvent.type(area, 'x');
    expect(area.style.height).toBe('150px');
    expect(area.style.overflowY).toBe('hidden');
    vi.spyOn(area, 'scrollHeight', 'get').mockReturnValue(500);
    await userEvent.type(area, 'y');
    expect(area.style.height).toBe('200px');
    expect(area.style.overflowY).toBe('auto');
  });

  it('re-fits when a controlled value is replaced from outside', () => {
    const { rerender } = render(<TextArea label="Notes" value="" onChange={() => undefined} />);
    const area = screen.getByRole('textbox', { name: 'Notes' });
    vi.spyOn(area, 'scrollHeight', 'get').mockReturnValue(120);
    rerender(<TextArea label="Notes" value={'a\nb\nc\nd'} onChange={() => undefined} />);
    expect(area.style.height).toBe('120px');
  });

  it('shows required, invalid, disabled and read-only states', () => {
    render(
      <>
        <TextArea label="Required" isRequired isInvalid errorMessage="Tell us about your trip." />
        <TextArea label="Disabled" isDisabled />
        <TextArea label="Read-only" isReadOnly />
      </>,
    );
    const required = screen.getByRole('textbox', { name: /Required/ });
    expect(required).toBeRequired();
    expect(required).toHaveAttribute('aria-invalid', 'true');
    expect(required).toHaveAccessibleDescription('Tell us about your trip.');
    expect(screen.getByRole('textbox', { name: 'Disabled' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Read-only' })).toHaveAttribute('readonly');
  });

  it('warns about a maxHeight below 80 px and uses 80 px', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<TextArea label="Notes" maxHeight={30} />);
    const area = screen.getByRole('textbox', { name: 'Notes' });
    expect(area.style.height).toBe('80px');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('maxHeight (30) is below the 80 px'));
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <TextArea label="Ask anything" description="Shift+Enter adds a line" />,
    );
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });
});
