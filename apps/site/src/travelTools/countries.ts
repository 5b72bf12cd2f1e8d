/** A country a travel tool offers: its ISO 3166-1 alpha-2 code and its name in the page's locale. */
export interface CountryOption {
  code: string;
  name: string;
}

/** The codes with their names in `locale` (the runtime's CLDR data), sorted by name. */
export function countryOptions(codes: readonly string[], locale: string): CountryOption[] {
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(locale);
  return codes
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * The countries whose name has a word starting with the query (accents and case ignored), or
 * whose code is the query: "ja" finds Japan and Jamaica, "cote" Côte d'Ivoire, "fr" France.
 */
export function findCountries<Country extends CountryOption>(
  options: readonly Country[],
  query: string,
): readonly Country[] {
  const wanted = fold(query.trim());
  if (wanted === '') return [];
  return options.filter(
    ({ code, name }) =>
      code.toLowerCase() === wanted ||
      fold(name)
        .split(/[\s'’(),-]+/)
        .some((_, index, words) => words.slice(index).join(' ').startsWith(wanted)),
  );
}
