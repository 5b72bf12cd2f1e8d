import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tabs, type TabItem } from './Tabs';

const items: TabItem[] = [
  { id: 'signin', label: 'Sign In', content: 'Sign-in form' },
  { id: 'signup', label: 'Sign Up', content: 'Sign-up form' },
  { id: 'reset', label: 'Reset', content: 'Reset form', isDisabled: true },
];

describe('Tabs', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the first tab and switches panels on click', async () => {
    const onSelectionChange = vi.fn();
    render(
      <Tabs aria-label="Sign in or sign up" items={items} onSelectionChange={onSelectionChange} />,
    );
    expect(screen.getByRole('tablist', { name: 'Sign in or sign up' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Sign-in form');
    await userEvent.click(screen.getByRole('tab', { name: 'Sign Up' }));
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Sign-up form');
    expect(onSelectionChange).toHaveBeenLastCalledWith('signup');
  });

  it('moves with the arrow keys, skipping disabled tabs', async () => {
    render(<Tabs aria-label="Account" items={items} />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Sign-up form');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Reset' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('warns about an unknown selected key and shows the first enabled tab', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<Tabs aria-label="Account" items={items} defaultSelectedKey="profile" />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Sign-in form');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('selected key "profile"'));
  });

  it('shows only the first of tabs with a repeated id instead of crashing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(
      <Tabs
        aria-label="Account"
        items={[...items, { id: 'signin', label: 'Again', content: 'x' }]}
      />,
    );
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Sign In',
      'Sign Up',
      'Reset',
    ]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('repeat the id(s) "signin"'));
  });

  it('renders nothing and warns for an empty list, and warns without a name', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { container } = render(<Tabs items={[]} />);
    expect(container).toBeEmptyDOMElement();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Tabs got no items'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Tabs needs a label'));
  });

  it('has no axe violations', async () => {
    const { container } = render(<Tabs aria-label="Account" items={items} variant="scrollable" />);
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
