import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { Banner } from './Banner';

describe('Banner', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows title, description and action in a polite status region', () => {
    render(
      <Banner
        variant="promo"
        title="Install Voyagent"
        description="Fast, offline-ready, secure travel planning"
        action={<Button size="sm">Install</Button>}
      />,
    );
    const banner = screen.getByRole('status');
    expect(banner).toHaveTextContent('Install Voyagent');
    expect(banner).toHaveTextContent('Fast, offline-ready, secure travel planning');
    expect(screen.getByRole('button', { name: 'Install' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull();
  });

  it('uses an alert for danger', () => {
    render(<Banner variant="danger" title="You're offline" />);
    expect(screen.getByRole('alert')).toHaveTextContent("You're offline");
  });

  it('hides itself and calls onDismiss when the close button is pressed', async () => {
    const onDismiss = vi.fn();
    render(<Banner title="Update available!" onDismiss={onDismiss} dismissLabel="Close" />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('can be dismissed from the keyboard', async () => {
    const onDismiss = vi.fn();
    render(<Banner title="Update available!" onDismiss={onDismiss} />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Dismiss' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('warns instead of crashing for an unknown variant or no text', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<Banner variant={'green' as 'info'} />);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Banner: variant "green"'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('needs a title or a description'));
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <Banner
        variant="warning"
        title="Usage limit near"
        description="You have 1 search left today."
        onDismiss={() => undefined}
      />,
    );
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });
});
