import type { FormEvent } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';

describe('Button', () => {
  it('calls onPress when clicked and from the keyboard', async () => {
    const onPress = vi.fn();
    render(<Button onPress={onPress}>Install Now</Button>);
    const button = screen.getByRole('button', { name: 'Install Now' });
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it('is announced as disabled while loading and never submits its form', async () => {
    const onSubmit = vi.fn((event: FormEvent) => event.preventDefault());
    render(
      <form aria-label="Install" onSubmit={onSubmit}>
        <Button type="submit" isLoading loadingText="Installing...">
          Install Now
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: /Installing\.\.\./ });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('data-pending', 'true');
    await userEvent.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the loading text, ignores presses and stays focusable while loading', async () => {
    const onPress = vi.fn();
    render(
      <Button onPress={onPress} isLoading loadingText="Installing...">
        Install Now
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Installing\.\.\./ });
    expect(screen.queryByText('Install Now')).toBeNull();
    await userEvent.tab();
    expect(button).toHaveFocus();
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    expect(onPress).not.toHaveBeenCalled();
  });

  it('is disabled when isDisabled is set', () => {
    render(<Button isDisabled>Sign In</Button>);
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeDisabled();
  });

  it('has no axe violations', async () => {
    const { container } = render(<Button variant="secondary">Maybe Later</Button>);
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });
});
