import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TextField } from './TextField';

describe('TextField', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is named by its label, described by its help text, and reports typing', async () => {
    const onChange = vi.fn();
    render(
      <TextField
        label="E-mail"
        type="email"
        description="We never share it."
        onChange={onChange}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAccessibleDescription('We never share it.');
    await userEvent.type(input, 'a@b.co');
    expect(onChange).toHaveBeenLastCalledWith('a@b.co');
  });

  it('shows the error message and aria-invalid while invalid', () => {
    render(<TextField label="E-mail" isInvalid errorMessage="Enter a valid e-mail address." />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter a valid e-mail address.');
  });

  it('marks required fields for assistive technology and visually', () => {
    render(<TextField label="Full name" isRequired />);
    expect(screen.getByRole('textbox', { name: /Full name/ })).toBeRequired();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('cannot be edited when disabled or read-only', async () => {
    render(
      <>
        <TextField label="Disabled" isDisabled defaultValue="a" />
        <TextField label="Read-only" isReadOnly defaultValue="b" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Disabled' })).toBeDisabled();
    const readOnly = screen.getByRole('textbox', { name: 'Read-only' });
    expect(readOnly).toHaveAttribute('readonly');
    await userEvent.type(readOnly, 'x');
    expect(readOnly).toHaveValue('b');
  });

  it('hides the decorative start icon from screen readers', () => {
    render(<TextField label="Search" type="search" startIcon={<svg data-testid="icon" />} />);
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toBeInTheDocument();
  });

  it('warns and shows invalid, without throwing, when minLength is above maxLength', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<TextField label="Code" minLength={8} maxLength={4} />);
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveAttribute('aria-invalid', 'true');
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('minLength (8) is greater than maxLength (4)'),
    );
  });

  it('warns when it has no accessible name', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<TextField />);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('TextField needs a label'));
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <TextField
        label="E-mail"
        description="We never share it."
        isInvalid
        errorMessage="Required"
      />,
    );
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });
});
