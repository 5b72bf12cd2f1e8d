import { useCombobox } from 'downshift';
import { useState } from 'react';
import type { CitySuggestion } from '../firebase/callables';
import { MIN_CITY_QUERY_LENGTH, useCitySuggestions } from './useCitySuggestions';

interface CityFieldProps {
  label: string;
  fetchCities: (query: string) => Promise<CitySuggestion[]>;
  onSelect?: (city: CitySuggestion) => void;
}

/** A destination field: downshift's WAI-ARIA combobox over the backend's city suggestions. */
export function CityField({ label, fetchCities, onSelect }: CityFieldProps) {
  const [query, setQuery] = useState('');
  const suggestions = useCitySuggestions(query, fetchCities);
  const { cities } = suggestions;
  const combobox = useCombobox<CitySuggestion>({
    items: cities,
    // Downshift owns the input's value; a controlled value drops keystrokes typed in one frame.
    itemToString: (city) => city?.displayName ?? '',
    onInputValueChange: ({ inputValue }) => setQuery(inputValue),
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) onSelect?.(selectedItem);
    },
  });
  const showMenu = combobox.isOpen && query.trim().length >= MIN_CITY_QUERY_LENGTH;

  return (
    <div className="city-field">
      <label {...combobox.getLabelProps()}>{label}</label>
      <input
        {...combobox.getInputProps()}
        className="city-field__input"
        placeholder="Search a city"
        autoComplete="off"
      />
      <ul {...combobox.getMenuProps()} className="city-field__menu" hidden={!showMenu}>
        {showMenu &&
          cities.map((city, index) => (
            <li
              key={city.displayName}
              {...combobox.getItemProps({ item: city, index })}
              className="city-field__option"
              data-highlighted={combobox.highlightedIndex === index || undefined}
            >
              <span className="city-field__name">{city.name}</span>
              <span className="city-field__country">{city.country}</span>
            </li>
          ))}
      </ul>
      <p className="city-field__status" role="status">
        {showMenu && statusText(suggestions.status, cities.length)}
      </p>
    </div>
  );
}

function statusText(status: ReturnType<typeof useCitySuggestions>['status'], count: number) {
  if (status === 'loading' && count === 0) return 'Looking up cities…';
  if (status === 'error') return 'City suggestions are unavailable right now.';
  if (status === 'done' && count === 0) return 'No matching city.';
  return '';
}
