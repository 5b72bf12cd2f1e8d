import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { I18nProvider } from 'react-aria-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Combobox } from './Combobox';

interface City {
  name: string;
  country: string;
}

const CITIES: City[] = [
  { name: 'Paris', country: 'France' },
  { name: 'Parma', country: 'Italy' },
  { name: 'London', country: 'United Kingdom' },
];

function searchCities(query: string): Promise<City[]> {
  return Promise.resolve(
    CITIES.filter((city) => city.name.toLowerCase().startsWith(query.toLowerCase())),
  );
}

function renderCityField(
  props: Partial<Parameters<typeof Combobox<City>>[0]> = {},
  locale?: string,
) {
  const onSelect = vi.fn();
  const loadItems = vi.fn(searchCities);
  const { container, rerender } = render(
    <Combobox<City>
      label="Destination"
      loadItems={loadItems}
      itemToString={(city) => `${city.name}, ${city.country}`}
      renderItem={(city) => (
        <>
          <strong>{city.name}</strong> <span>{city.country}</span>
        </>
      )}
      onSelect={onSelect}
      debounceMs={10}
      {...props}
    />,
    {
      wrapper: locale
        ? ({ children }) => <I18nProvider locale={locale}>{children}</I18nProvider>
        : undefined,
    },
  );
  return {
    container,
    rerender,
    onSelect,
    loadItems,
    input: screen.getByRole('combobox', { name: 'Destination' }),
  };
}

describe('Combobox', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('loads only from 2 characters and selects with the keyboard', async () => {
    const user = userEvent.setup();
    const { input, loadItems, onSelect } = renderCityField();
    await user.type(input, 'P');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loadItems).not.toHaveBeenCalled();
    expect(screen.queryByRole('option')).toBeNull();

    await user.type(input, 'a');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Paris France', 'Parma Italy']);
    expect(loadItems).toHaveBeenCalledWith('Pa', expect.any(AbortSignal));
    expect(input).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith({ name: 'Parma', country: 'Italy' });
    expect(input).toHaveValue('Parma, Italy');
  });

  it('shows "No results" when nothing matches', async () => {
    const user = userEvent.setup();
    const { input } = renderCityField();
    await user.type(input, 'Zz');
    // The status region is always mounted (so it is announced); wait for the answer to fill it.
    await waitFor(() => {
      expect(screen.getByRole('status')).toHaveTextContent('No results');
    });
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('shows a loading state while the first answer is on its way', async () => {
    const user = userEvent.setup();
    const { input } = renderCityField({ loadItems: () => new Promise<City[]>(() => undefined) });
    await user.type(input, 'Par');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('shows the error text when the source fails', async () => {
    const user = userEvent.setup();
    const { input } = renderCityField({
      loadItems: () => Promise.reject(new Error('offline')),
      errorText: 'City suggestions are unavailable right now.',
    });
    await user.type(input, 'Par');
    await waitFor(() => {
      expect(screen.getByRole('status')).toHaveTextContent(
        'City suggestions are unavailable right now.',
      );
    });
  });

  it('gives the dropdown the minimum width', async () => {
    const user = userEvent.setup();
    const { input } = renderCityField({ minMenuWidth: 400 });
    await user.type(input, 'Pa');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => {
      expect(listbox.parentElement).toHaveStyle({ minWidth: '400px' });
    });
  });

  it('warns about impossible props and falls back to the defaults', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const { input, loadItems } = renderCityField({ minQueryLength: -1, debounceMs: 0 });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('minQueryLength'));
    await user.type(input, 'P');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loadItems).not.toHaveBeenCalled();
  });

  it('lists items that share a display text (two hotels of one name) without key clashes', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const hotels = [
      { name: 'Ibis Centre', country: 'France' },
      { name: 'Ibis Centre', country: 'Italy' },
      { name: 'Ibis Budget', country: 'Spain' },
    ];
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(
      <Combobox<City>
        label="Hotel"
        loadItems={(query) =>
          Promise.resolve(hotels.filter((hotel) => hotel.name.startsWith(query)))
        }
        itemToString={(hotel) => hotel.name}
        renderItem={(hotel) => `${hotel.name} (${hotel.country})`}
        onSelect={onSelect}
        debounceMs={10}
      />,
    );
    const input = screen.getByRole('combobox', { name: 'Hotel' });
    await user.type(input, 'Ibis');
    await waitFor(() => {
      expect(screen.getAllByRole('option')).toHaveLength(3);
    });
    await user.type(input, ' C');
    await waitFor(() => {
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
        'Ibis Centre (France)',
        'Ibis Centre (Italy)',
      ]);
    });
    // React: "Encountered two children with the same key … may cause children to be duplicated
    // and/or omitted".
    expect(error.mock.calls.flat().join(' ')).not.toMatch(/same key/);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith({ name: 'Ibis Centre', country: 'Italy' });
  });

  it('reports the text as typed and as chosen, and shows an error message at the field', async () => {
    const user = userEvent.setup();
    const onInputChange = vi.fn();
    const { input, rerender } = renderCityField({ onInputChange });
    await user.type(input, 'Pa');
    expect(onInputChange).toHaveBeenLastCalledWith('Pa');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onInputChange).toHaveBeenLastCalledWith('Paris, France');
    expect(input).not.toHaveAttribute('aria-invalid');

    rerender(
      <Combobox<City>
        label="Destination"
        loadItems={searchCities}
        itemToString={(city) => city.name}
        errorMessage="Destination is required"
      />,
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Destination is required');
  });

  it('starts with the default input value, loads nothing for it, and lets the user edit it', async () => {
    const user = userEvent.setup();
    const onInputChange = vi.fn();
    const { input, loadItems } = renderCityField({ defaultInputValue: 'Lisbon', onInputChange });
    expect(input).toHaveValue('Lisbon');
    expect(screen.queryByRole('option')).toBeNull();
    expect(loadItems).not.toHaveBeenCalled();
    await user.clear(input);
    await user.type(input, 'Pa');
    expect(onInputChange).toHaveBeenLastCalledWith('Pa');
    expect(await screen.findAllByRole('option')).toHaveLength(2);
  });

  it('has no axe violations with the menu open', async () => {
    const user = userEvent.setup();
    const { input, container } = renderCityField();
    await user.type(input, 'Pa');
    await screen.findAllByRole('option');
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });
});

describe('Combobox state texts by locale', () => {
  /** 'Lo' stays loading, 'Zz' finds nothing, 'Er' fails. */
  function loadByQuery(query: string): Promise<City[]> {
    if (query === 'Lo') return new Promise<City[]>(() => undefined);
    if (query === 'Er') return Promise.reject(new Error('offline'));
    return Promise.resolve([]);
  }

  it.each([
    ['en-GB', 'Loading…', 'No results', 'Suggestions are unavailable right now.'],
    [
      'fr-FR',
      'Chargement…',
      'Aucun résultat',
      'Les suggestions sont indisponibles pour le moment.',
    ],
    ['de-DE', 'Wird geladen…', 'Keine Ergebnisse', 'Vorschläge sind gerade nicht verfügbar.'],
    [
      'es-MX',
      'Cargando…',
      'Sin resultados',
      'Las sugerencias no están disponibles en este momento.',
    ],
  ])('speaks %s', async (locale, loading, empty, unavailable) => {
    const user = userEvent.setup();
    const { input } = renderCityField({ loadItems: loadByQuery }, locale);
    const status = screen.getByRole('status');
    await user.type(input, 'Lo');
    await waitFor(() => expect(status).toHaveTextContent(loading));
    await user.clear(input);
    await user.type(input, 'Zz');
    await waitFor(() => expect(status).toHaveTextContent(empty));
    await user.clear(input);
    await user.type(input, 'Er');
    await waitFor(() => expect(status).toHaveTextContent(unavailable));
  });

  it('keeps texts given as props over the locale', async () => {
    const user = userEvent.setup();
    const { input } = renderCityField(
      { loadItems: loadByQuery, emptyText: 'Aucune ville' },
      'fr-FR',
    );
    await user.type(input, 'Zz');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Aucune ville'));
  });
});

describe('Combobox with local and fallback items', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const findLocal = (query: string) =>
    CITIES.filter((city) => city.name.toLowerCase().startsWith(query.toLowerCase()));
  const optionTexts = () => screen.queryAllByRole('option').map((option) => option.textContent);
  const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
  // fireEvent rather than user-event, whose own 0 ms timers never fire under fake timers.
  const type = (input: HTMLElement, value: string) =>
    fireEvent.change(input, { target: { value } });

  it('lists the local items at once and replaces them with the answer after the pause', async () => {
    const paro = { name: 'Paro', country: 'Bhutan' };
    const { input, loadItems } = renderCityField({
      debounceMs: 300,
      localItems: findLocal,
      loadItems: vi.fn(() => Promise.resolve([paro])),
    });
    type(input, 'Par');
    expect(optionTexts()).toEqual(['Paris France', 'Parma Italy']);
    await wait(299);
    expect(loadItems).not.toHaveBeenCalled();
    expect(optionTexts()).toEqual(['Paris France', 'Parma Italy']);
    await wait(1);
    expect(optionTexts()).toEqual(['Paro Bhutan']);
  });

  it('chooses a local item with the keyboard before the answer comes', () => {
    const { input, onSelect } = renderCityField({
      debounceMs: 300,
      localItems: findLocal,
      loadItems: () => new Promise<City[]>(() => undefined),
    });
    type(input, 'Par');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSelect).toHaveBeenCalledWith({ name: 'Parma', country: 'Italy' });
    expect(input).toHaveValue('Parma, Italy');
  });

  it('shows the fallback items, not the error text, when the source fails', async () => {
    const { input } = renderCityField({
      debounceMs: 300,
      fallbackItems: findLocal,
      loadItems: () => Promise.reject(new Error('offline')),
    });
    type(input, 'Lon');
    await wait(300);
    expect(optionTexts()).toEqual(['London United Kingdom']);
    expect(screen.getByRole('status')).toHaveTextContent('');
    type(input, 'Xq');
    await wait(300);
    expect(optionTexts()).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('Suggestions are unavailable right now.');
  });
});
