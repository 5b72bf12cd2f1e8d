import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CloseIcon } from '../internal/CloseIcon';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is named by its label and pressable by mouse and keyboard', async () => {
    const onPress = vi.fn();
    render(
      <IconButton label="Close" onPress={onPress}>
        <CloseIcon />
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Close' });
    await userEvent.click(button);
    await userEvent.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it('warns in development but still renders when the label is missing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const props = { label: '' };
    render(
      <IconButton {...props}>
        <CloseIcon />
      </IconButton>,
    );
    expect(screen.getByRole('button')).not.toHaveAttribute('aria-label');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('IconButton needs a non-empty'));
  });

  it('warns and uses the defaults for an unknown variant', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(
      <IconButton label="Menu" variant={'fancy' as 'ghost'}>
        ≡
      </IconButton>,
    );
    expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('variant "fancy"'));
  });

  it('ignores presses when disabled', async () => {
    const onPress = vi.fn();
    render(
      <IconButton label="Close" isDisabled onPress={onPress}>
        <CloseIcon />
      </IconButton>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onPress).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <IconButton label="Close" variant="secondary">
        <CloseIcon />
      </IconButton>,
    );
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });
});
