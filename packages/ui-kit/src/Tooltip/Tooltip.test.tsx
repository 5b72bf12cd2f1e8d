import { act, fireEvent, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { Tooltip, TooltipGroup } from './Tooltip';

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

// fireEvent rather than user-event: user-event's own pauses would wait on the faked clock.
function pointAt(element: HTMLElement) {
  fireEvent.mouseEnter(element);
  fireEvent.mouseMove(element);
}

function Toolbar() {
  return (
    <>
      <Tooltip content="Share this trip">
        <button type="button">Share</button>
      </Tooltip>
      <Tooltip content="Save to favourites">
        <Button>Save</Button>
      </Tooltip>
    </>
  );
}

describe('Tooltip', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('opens after 700 ms of hover, described by the trigger, and closes on leave', () => {
    render(<Toolbar />);
    const share = screen.getByRole('button', { name: 'Share' });
    pointAt(share);
    advance(699);
    expect(screen.queryByRole('tooltip')).toBeNull();
    advance(1);
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveTextContent('Share this trip');
    expect(share).toHaveAccessibleDescription('Share this trip');
    fireEvent.mouseLeave(share);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('inside a group, opens the next tooltip at once within 300 ms of the last closing', () => {
    render(
      <TooltipGroup>
        <Toolbar />
      </TooltipGroup>,
    );
    const share = screen.getByRole('button', { name: 'Share' });
    const save = screen.getByRole('button', { name: 'Save' });
    pointAt(share);
    advance(700);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Share this trip');
    fireEvent.mouseLeave(share);
    advance(250);
    pointAt(save);
    advance(1);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Save to favourites');
    expect(screen.getAllByRole('tooltip')).toHaveLength(1);
  });

  it('inside a group, waits the full 700 ms again once 300 ms have passed', () => {
    render(
      <TooltipGroup>
        <Toolbar />
      </TooltipGroup>,
    );
    const share = screen.getByRole('button', { name: 'Share' });
    const save = screen.getByRole('button', { name: 'Save' });
    pointAt(share);
    advance(700);
    fireEvent.mouseLeave(share);
    advance(300);
    pointAt(save);
    advance(699);
    expect(screen.queryByRole('tooltip')).toBeNull();
    advance(1);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Save to favourites');
  });

  it('opens at once on keyboard focus and closes on Escape', () => {
    render(<Toolbar />);
    const save = screen.getByRole('button', { name: 'Save' });
    act(() => save.focus());
    expect(screen.getByRole('tooltip')).toHaveTextContent('Save to favourites');
    fireEvent.keyDown(save, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(save).toHaveFocus();
  });

  it('keeps the trigger own handlers and ref', () => {
    const onPointerEnter = vi.fn();
    const ref = { current: null as HTMLButtonElement | null };
    render(
      <Tooltip content="Share this trip">
        <button type="button" ref={ref} onPointerEnter={onPointerEnter}>
          Share
        </button>
      </Tooltip>,
    );
    fireEvent.pointerEnter(screen.getByRole('button'));
    expect(onPointerEnter).toHaveBeenCalled();
    expect(ref.current).toBe(screen.getByRole('button'));
  });

  it('warns about empty content and shows the trigger alone', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(
      <Tooltip content="">
        <button type="button">Share</button>
      </Tooltip>,
    );
    const share = screen.getByRole('button', { name: 'Share' });
    pointAt(share);
    advance(1000);
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Tooltip content is empty'));
  });

  it('has no axe violations while open', async () => {
    const { baseElement } = render(<Toolbar />);
    act(() => screen.getByRole('button', { name: 'Share' }).focus());
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    vi.useRealTimers();
    // The tooltip is portalled to the end of the body, outside any landmark by design (it is read
    // through aria-describedby), so the page-level "all content in landmarks" rule does not apply.
    const results = await axe.run(baseElement, { rules: { region: { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
