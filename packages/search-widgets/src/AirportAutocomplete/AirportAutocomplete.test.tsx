import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localAirportSource } from '../airports/localAirportSource';
import type { AirportLoader } from '../autocomplete/autocompleteSources';
import type { AirportSuggestion } from '../autocomplete/suggestions';
import { AirportAutocomplete } from './AirportAutocomplete';

const JFK: AirportSuggestion = {
  code: 'JFK',
  name: 'John F Kennedy International Airport',
  city: 'New York',
  country: 'US',
  displayName: 'New York (JFK)',
};

function renderField(loadAirports: AirportLoader) {
  const onSelect = vi.fn();
  render(<AirportAutocomplete label="From" loadAirports={loadAirports} onSelect={onSelect} />);
  const input = screen.getByRole('combobox', { name: 'From' });
  const type = (value: string) => fireEvent.change(input, { target: { value } });
  return { input, type, onSelect };
}

const optionNames = () => screen.queryAllByRole('option').map((option) => option.textContent);

describe('AirportAutocomplete', () => {
  afterEach(() => vi.useRealTimers());

  // SW-042
  it('asks after a 300 ms pause, from 2 characters, and chooses with the keyboard', async () => {
    vi.useFakeTimers();
    const loadAirports = vi.fn<AirportLoader>().mockResolvedValue([JFK]);
    const { input, type, onSelect } = renderField(loadAirports);
    type('J');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(loadAirports).not.toHaveBeenCalled();
    type('JF');
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(loadAirports).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(loadAirports).toHaveBeenCalledExactlyOnceWith('JF', expect.any(AbortSignal));
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSelect).toHaveBeenCalledExactlyOnceWith(JFK);
    expect(input).toHaveValue('New York (JFK)');
  });

  // The bundled OurAirports index, as an embed without a backend uses it.
  it('finds Paris CDG and ORY for "par", and New York for "JFK"', async () => {
    const { type } = renderField(localAirportSource);
    type('par');
    await screen.findByRole('option', { name: /^Paris \(CDG\)/ }, { timeout: 10_000 });
    expect(optionNames()).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Paris \(CDG\)/),
        expect.stringMatching(/^Paris \(ORY\)/),
      ]),
    );
    type('JFK');
    await screen.findByRole('option', { name: /^New York \(JFK\)/ });
    expect(optionNames()[0]).toBe('New York (JFK) John F Kennedy International Airport');
  });
});
