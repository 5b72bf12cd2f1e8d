import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CitySource } from '../autocomplete/autocompleteSources';
import type { CitySuggestion, HotelSuggestion } from '../autocomplete/suggestions';
import { CityOrHotelAutocomplete } from './CityOrHotelAutocomplete';

function city(name: string): CitySuggestion {
  return { name, country: 'Italy', displayName: `${name}, Italy` };
}

function hotel(name: string, inCity = 'Rome'): HotelSuggestion {
  return { name, city: inCity, country: 'Italy', displayName: `${name}, ${inCity}`, rating: 4.5 };
}

const CITIES = ['Rome', 'Romano', 'Romagnano', 'Romallo', 'Romentino', 'Romeno', 'Romans'].map(
  city,
);
const HOTELS = [
  hotel('Hotel Artemide'),
  hotel('Roma Luxus'),
  hotel('Rome Cavalieri'),
  hotel('Hotel Eden'),
  hotel('Palazzo Roma'),
];
const LOCAL_CITIES = ['Rome', 'Romano', 'Romagnano', 'Romallo', 'Romentino', 'Romeno'].map(
  (name) => `${name} Italy`,
);
const LOCAL_HOTELS = ['Hotel Artemide', 'Roma Luxus', 'Rome Cavalieri', 'Hotel Eden'].map(
  (name) => `${name} Rome`,
);

function renderField(loadCities: CitySource) {
  const onSelect = vi.fn();
  render(
    <CityOrHotelAutocomplete
      label="City or hotel"
      loadCities={loadCities}
      localCities={CITIES}
      localHotels={HOTELS}
      onSelect={onSelect}
    />,
  );
  const input = screen.getByRole('combobox', { name: 'City or hotel' });
  // fireEvent rather than user-event, whose own 0 ms timers never fire under fake timers.
  const type = (value: string) => fireEvent.change(input, { target: { value } });
  return { input, type, onSelect };
}

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const optionNames = () => screen.queryAllByRole('option').map((option) => option.textContent);

describe('CityOrHotelAutocomplete', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  // SW-042
  it('shows and asks nothing below 2 characters', async () => {
    const loadCities = vi.fn<CitySource>();
    const { type } = renderField(loadCities);
    type('r');
    await wait(1000);
    expect(loadCities).not.toHaveBeenCalled();
    expect(screen.queryByRole('option')).toBeNull();
  });

  // SW-044, SW-045, SW-047, SW-048, SW-049
  it('lists 6 local cities and 4 hotels at once, then the server cities after 150 ms (SW-041)', async () => {
    const server = ['Roma', 'Romagna', 'Roma Nord', 'Romford', 'Romsey', 'Romont', 'Romilly'];
    const loadCities = vi.fn<CitySource>().mockResolvedValue(server.map(city));
    const { type } = renderField(loadCities);
    type('rom');
    expect(optionNames()).toEqual([...LOCAL_CITIES, ...LOCAL_HOTELS]);
    await wait(149);
    expect(loadCities).not.toHaveBeenCalled();
    await wait(1);
    expect(loadCities).toHaveBeenCalledExactlyOnceWith('rom', expect.any(AbortSignal));
    expect(optionNames()).toEqual([
      ...server.slice(0, 6).map((name) => `${name} Italy`),
      ...LOCAL_HOTELS,
    ]);
  });

  // SW-044, SW-050
  it('shows the 8 best local matches when the server fails', async () => {
    const { type } = renderField(vi.fn<CitySource>().mockRejectedValue(new Error('offline')));
    type('rom');
    await wait(150);
    expect(optionNames()).toEqual([...LOCAL_CITIES, 'Romans Italy', 'Hotel Artemide Rome']);
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('chooses a hotel with the keyboard and puts its display name in the field', async () => {
    const { type, input, onSelect } = renderField(() => new Promise(() => undefined));
    type('eden');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSelect).toHaveBeenCalledExactlyOnceWith({ kind: 'hotel', hotel: HOTELS[3] });
    expect(input).toHaveValue('Hotel Eden, Rome');
  });

  // SW-051
  it('opens a dropdown at least 400 px wide', async () => {
    vi.useRealTimers();
    const { type } = renderField(vi.fn<CitySource>().mockResolvedValue([]));
    type('rom');
    await waitFor(() => {
      expect(screen.getByRole('listbox').parentElement).toHaveStyle({ minWidth: '400px' });
    });
  });
});
