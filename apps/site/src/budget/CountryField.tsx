import { Combobox, useLocale } from '@voyagent/ui-kit';
import { useMemo } from 'react';
import { type CountryOption, countryOptions, findCountries } from '../travelTools/countries';

/**
 * A country picker over `codes`, named in the page's locale, as the visa checker's: type a name
 * (or the code), pick from the list. `value` is the chosen ISO code ('' for none).
 */
export function CountryField({
  label,
  codes,
  value,
  onChange,
  errorMessage,
}: {
  label: string;
  codes: readonly string[];
  value: string;
  onChange: (code: string) => void;
  errorMessage?: string;
}) {
  const { locale } = useLocale();
  const options = useMemo(() => countryOptions(codes, locale), [codes, locale]);
  const find = (query: string) => findCountries(options, query);
  return (
    <Combobox<CountryOption>
      label={label}
      errorMessage={errorMessage}
      loadItems={async (query) => find(query)}
      localItems={find}
      itemToString={(country) => country.name}
      onSelect={(country) => onChange(country.code)}
      minQueryLength={1}
      debounceMs={0}
      defaultInputValue={options.find((option) => option.code === value)?.name ?? ''}
      placeholder="Type a country"
      emptyText="No country by that name"
    />
  );
}
