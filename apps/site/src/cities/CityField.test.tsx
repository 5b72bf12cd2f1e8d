import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CitySuggestion } from '../firebase/callables';
import { CityField, DESTINATION_DEBOUNCE_MS } from './CityField';

const paris = { name: 'Paris', country: 'France', displayName: 'Paris, France' };
const parma = { name: 'Parma', country: 'Italy', displayName: 'Parma, Italy' };

function renderCityField(fetchCities: (query: string) => Promise<CitySuggestion[]>) {
  const onSelect = vi.fn();
  render(<CityField label="Where to?" fetchCities={fetchCities} onSelect={onSelect} />);
  const input = screen.getByRole('combobox', { name: 'Where to?' });
  // fireEvent rather than user-event: user-event's act wrapper waits on a real 0 ms timer, which
  // never fires under fake timers, and these tests need the clock to count the 300 ms pause.
  const type = (value: string) => fireEvent.change(input, { target: { value } });
  return { type, onSelect, input };
}

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('CityField', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks nothing below 2 characters', async () => {
    const fetchCities = vi.fn<(query: string) => Promise<CitySuggestion[]>>();
    const { type } = renderCityField(fetchCities);
    type('P ');
    await wait(DESTINATION_DEBOUNCE_MS * 2);
    expect(fetchCities).not.toHaveBeenCalled();
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('waits for a 300 ms pause, then asks once with the trimmed query and lists the cities', async () => {
    const fetchCities = vi.fn().mockResolvedValue([paris, parma]);
    const { type, input, onSelect } = renderCityField(fetchCities);
    type('Par ');
    await wait(DESTINATION_DEBOUNCE_MS - 1);
    expect(fetchCities).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Looking up cities…');

    await wait(1);
    expect(fetchCities).toHaveBeenCalledExactlyOnceWith('Par', expect.any(AbortSignal));
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Paris France', 'Parma Italy']);

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSelect).toHaveBeenCalledWith(paris);
    expect(input).toHaveValue('Paris, France');
  });

  it('ignores a late answer to an older query', async () => {
    let answerOld: (cities: CitySuggestion[]) => void = () => {};
    const fetchCities = vi
      .fn()
      .mockImplementationOnce(() => new Promise((resolve) => (answerOld = resolve)))
      .mockResolvedValueOnce([parma]);
    const { type } = renderCityField(fetchCities);
    type('Pa');
    await wait(DESTINATION_DEBOUNCE_MS);
    type('Parm');
    await wait(DESTINATION_DEBOUNCE_MS);
    await act(async () => answerOld([paris]));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Parma Italy',
    ]);
  });

  it('says so when no city matches or the backend fails', async () => {
    const fetchCities = vi
      .fn()
      .mockResolvedValueOnce([])
      .mockRejectedValueOnce(new Error('offline'));
    const { type } = renderCityField(fetchCities);
    type('Xq');
    await wait(DESTINATION_DEBOUNCE_MS);
    expect(screen.getByRole('status')).toHaveTextContent('No matching city.');

    type('Xqz');
    await wait(DESTINATION_DEBOUNCE_MS);
    expect(screen.getByRole('status')).toHaveTextContent(
      'City suggestions are unavailable right now.',
    );
  });
});
