import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Breadcrumb } from './Breadcrumb';

const trail = [
  { label: 'Home', href: '/' },
  { label: 'Blog', href: '/blog' },
  { label: 'Packing light' },
];

describe('Breadcrumb', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is a navigation landmark listing the trail with the current page marked', () => {
    render(<Breadcrumb items={trail} />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(nav).getAllByRole('listitem')).toHaveLength(3);
    expect(within(nav).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    const current = within(nav).getByText('Packing light');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('lets keyboard users tab through the links but not onto the current page', async () => {
    render(<Breadcrumb items={trail} />);
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Blog' })).toHaveFocus();
    await userEvent.tab();
    expect(document.body).toHaveFocus();
  });

  it('renders nothing for an empty trail', () => {
    const { container } = render(<Breadcrumb items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('warns about a crumb that leads nowhere but still renders', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<Breadcrumb items={[{ label: 'Home' }, { label: 'Flights' }]} />);
    expect(screen.getByRole('navigation')).toHaveTextContent('HomeFlights');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('item 1 of 2 has no href'));
  });

  it('has no axe violations', async () => {
    const { container } = render(<Breadcrumb items={trail} />);
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });
});
