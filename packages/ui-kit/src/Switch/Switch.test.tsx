import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Switch } from './Switch';

describe('Switch', () => {
  afterEach(() => vi.restoreAllMocks());

  it('toggles by click on the label and by Space', async () => {
    const onChange = vi.fn();
    render(<Switch onChange={onChange}>Dark mode</Switch>);
    const control = screen.getByRole('switch', { name: 'Dark mode' });
    expect(control).not.toBeChecked();
    await userEvent.click(screen.getByText('Dark mode'));
    expect(control).toBeChecked();
    await userEvent.keyboard(' ');
    expect(control).not.toBeChecked();
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('is described by its help text', () => {
    render(<Switch description="Follows your device unless set here.">Dark mode</Switch>);
    expect(screen.getByRole('switch', { name: 'Dark mode' })).toHaveAccessibleDescription(
      'Follows your device unless set here.',
    );
  });

  it('does not change when disabled or read-only', async () => {
    render(
      <>
        <Switch isDisabled>Notifications</Switch>
        <Switch isReadOnly defaultSelected>
          Location
        </Switch>
      </>,
    );
    expect(screen.getByRole('switch', { name: 'Notifications' })).toBeDisabled();
    const location = screen.getByRole('switch', { name: 'Location' });
    await userEvent.click(screen.getByText('Location'));
    expect(location).toBeChecked();
  });

  it('warns when it has no accessible name', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<Switch />);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Switch needs a label'));
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <Switch defaultSelected description="Uses your location for nearby tips.">
        Location
      </Switch>,
    );
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
