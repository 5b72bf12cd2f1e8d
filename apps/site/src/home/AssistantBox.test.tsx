import { assistantPrompts } from '@voyagent/contracts/content';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AssistantBox, QuickAnswerCard } from './AssistantBox';

/** What /assistant received: the navigation state's question (AssistantPage reads this key). */
function AssistantArrival() {
  const { state } = useLocation() as { state: { assistantQuery?: string } | null };
  return <p data-testid="asked">{state?.assistantQuery ?? 'nothing'}</p>;
}

function renderBox() {
  return render(
    <MemoryRouter>
      <Routes>
        <Route path="/" element={<AssistantBox />} />
        <Route path="/assistant" element={<AssistantArrival />} />
      </Routes>
    </MemoryRouter>,
  );
}

function preferReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: reduce && query === '(prefers-reduced-motion: reduce)',
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

const box = () => screen.getByRole('textbox', { name: 'Your travel question' });
const [firstPrompt, secondPrompt] = assistantPrompts.placeholders;

beforeEach(() => preferReducedMotion(false));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the home assistant box', () => {
  it('sends the question on Enter to /assistant in the navigation state (TA-007)', async () => {
    const user = userEvent.setup();
    renderBox();
    await user.type(box(), '  Emergency number in Spain?  ');
    await user.keyboard('{Enter}');
    expect(await screen.findByTestId('asked')).toHaveTextContent('Emergency number in Spain?');
  });

  it('adds a line on Shift+Enter instead of sending (TA-007)', async () => {
    const user = userEvent.setup();
    renderBox();
    await user.type(box(), 'Distance between CDG');
    await user.keyboard('{Shift>}{Enter}{/Shift}');
    await user.type(box(), 'and JFK');
    expect(box()).toHaveValue('Distance between CDG\nand JFK');
    expect(screen.queryByTestId('asked')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    expect(await screen.findByTestId('asked')).toHaveTextContent('Distance between CDG and JFK');
  });

  it('never sends a blank question', async () => {
    const user = userEvent.setup();
    renderBox();
    const ask = screen.getByRole('button', { name: 'Ask' });
    expect(ask).toBeDisabled();
    await user.type(box(), '   ');
    await user.keyboard('{Enter}');
    expect(ask).toBeDisabled();
    expect(screen.queryByTestId('asked')).toBeNull();
  });

  it('has eight suggestion chips, each sending its own text (TA-006)', async () => {
    const user = userEvent.setup();
    renderBox();
    const chips = screen.getByRole('list', { name: 'Suggested questions' });
    const buttons = chips.querySelectorAll('button');
    expect(buttons).toHaveLength(8);
    const chip = assistantPrompts.suggestions[4];
    await user.click(screen.getByRole('button', { name: chip }));
    expect(await screen.findByTestId('asked')).toHaveTextContent(chip);
  });

  it('types the next placeholder after the 2 s pause, 100 ms a character (TA-005, TA-011, TA-012)', () => {
    vi.useFakeTimers();
    renderBox();
    expect(box()).toHaveAttribute('placeholder', firstPrompt);
    act(() => vi.advanceTimersByTime(2000 + 300));
    expect(box()).toHaveAttribute('placeholder', secondPrompt?.slice(0, 3));
    act(() => vi.advanceTimersByTime(100));
    expect(box()).toHaveAttribute('placeholder', secondPrompt?.slice(0, 4));
  });

  it('keeps the first placeholder still for a visitor who prefers reduced motion', () => {
    preferReducedMotion(true);
    vi.useFakeTimers();
    renderBox();
    act(() => vi.advanceTimersByTime(10_000));
    expect(box()).toHaveAttribute('placeholder', firstPrompt);
  });
});

describe('the quick-answer card', () => {
  it('answers its question in the paragraph right under it', () => {
    render(
      <MemoryRouter>
        <QuickAnswerCard />
      </MemoryRouter>,
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'What is Voyagent?' });
    expect(heading.nextElementSibling?.textContent).toMatch(/^Voyagent is an AI travel companion/);
  });
});
