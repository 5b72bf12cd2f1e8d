import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CitySource } from '../autocomplete/autocompleteSources';
import type { CitySuggestion } from '../autocomplete/suggestions';
import { DestinationAutocomplete } from './DestinationAutocomplete';

function city(name: string, country = 'France'): CitySuggestion {
  return { name, country, displayName: `${name}, ${country}` };
}

const LOCAL = ['Paris', 'Pau', 'Pamiers', 'Papeete', 'Parthenay', 'Paimpol', 'Pamproux'].map(
  (name) => city(name),
);
const SERVER = ['Paris', 'Parma', 'Pasadena', 'Patras', 'Pavia', 'Padua', 'Palermo', 'Panama'].map(
  (name) => city(name, 'Elsewhere'),
);

function renderField(loadCities: CitySource, localCities: readonly CitySuggestion[] = LOCAL) {
  const onSelect = vi.fn();
  render(
    <DestinationAutocomplete
      label="Where to?"
      loadCities={loadCities}
      localCities={localCities}
      onSelect={onSelect}
    />,
  );
  const input = screen.getByRole('combobox', { name: 'Where to?' });
  // fireEvent rather than user-event: user-event waits on real 0 ms timers, which never fire
  // under the fake timers these tests need to count the pause.
  const type = (value: string) => fireEvent.change(input, { target: { value } });
  return { input, type, onSelect };
}

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const optionNames = () => screen.queryAllByRole('option').map((option) => option.textContent);

describe('DestinationAutocomplete', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  // SW-042
  it('shows and asks nothing below 2 characters', async () => {
    const loadCities = vi.fn<CitySource>();
    const { type } = renderField(loadCities);
    type('P ');
    await wait(1000);
    expect(loadCities).not.toHaveBeenCalled();
    expect(screen.queryByRole('option')).toBeNull();
  });

  // SW-043, SW-046, SW-047, SW-049
  it('lists up to 6 local cities at once, then the first 6 server cities after 300 ms', async () => {
    const loadCities = vi.fn<CitySource>().mockResolvedValue(SERVER);
    const { type } = renderField(loadCities);
    type('Pa ');
    expect(optionNames()).toEqual([
      'Paris France',
      'Pau France',
      'Pamiers France',
      'Papeete France',
      'Parthenay France',
      'Paimpol France',
    ]);
    await wait(299);
    expect(loadCities).not.toHaveBeenCalled();
    await wait(1);
    expect(loadCities).toHaveBeenCalledExactlyOnceWith('Pa', expect.any(AbortSignal));
    expect(optionNames()).toEqual([
      'Paris Elsewhere',
      'Parma Elsewhere',
      'Pasadena Elsewhere',
      'Patras Elsewhere',
      'Pavia Elsewhere',
      'Padua Elsewhere',
    ]);
  });

  it('keeps the local cities when the server finds none', async () => {
    const { type } = renderField(vi.fn<CitySource>().mockResolvedValue([]));
    type('Pau');
    await wait(300);
    expect(optionNames()).toEqual(['Pau France']);
  });

  it('falls back to the local cities when the server fails, else says it is unavailable', async () => {
    const { type } = renderField(vi.fn<CitySource>().mockRejectedValue(new Error('offline')));
    type('Pau');
    await wait(300);
    expect(optionNames()).toEqual(['Pau France']);
    type('Xq');
    await wait(300);
    expect(optionNames()).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('Suggestions are unavailable right now.');
  });

  it('ignores a late answer to an older query', async () => {
    let answerOld: (cities: CitySuggestion[]) => void = () => undefined;
    const loadCities = vi
      .fn<CitySource>()
      .mockImplementationOnce(() => new Promise((resolve) => (answerOld = resolve)))
      .mockResolvedValueOnce([city('Parma', 'Italy')]);
    const { type } = renderField(loadCities, []);
    type('Pa');
    await wait(300);
    type('Parm');
    await wait(300);
    await act(async () => answerOld([city('Paris')]));
    expect(optionNames()).toEqual(['Parma Italy']);
  });

  it('chooses a city with the keyboard and puts its display name in the field', async () => {
    const { type, input, onSelect } = renderField(vi.fn<CitySource>().mockResolvedValue(SERVER));
    type('Par');
    await wait(300);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSelect).toHaveBeenCalledExactlyOnceWith(city('Parma', 'Elsewhere'));
    expect(input).toHaveValue('Parma, Elsewhere');
  });

  // SW-051
  it('opens a dropdown at least 300 px wide', async () => {
    // floating-ui measures in promises and animation frames: let them run.
    vi.useRealTimers();
    const { type } = renderField(vi.fn<CitySource>().mockResolvedValue([]));
    type('Pau');
    await waitFor(() => {
      expect(screen.getByRole('listbox').parentElement).toHaveStyle({ minWidth: '300px' });
    });
  });
});
