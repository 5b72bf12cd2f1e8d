import { useCallback, useEffect, useState } from 'react';
import { localDestinationSuggestions } from '../autocomplete/destinationSuggestions';
import type { CitySuggestion } from '../autocomplete/suggestions';
import { HotelSearch } from '../HotelSearch/HotelSearch';
import type { EmbedOptions } from './embedConfig';
import { mountWidget, type WidgetContext } from './mountWidget';

/** The bundled cities named for the widget's locale; the chunk is fetched once, on first use. */
async function loadCityList(locale: string): Promise<readonly CitySuggestion[]> {
  const { localCities } = await import('./embedCities');
  return localCities(locale);
}

/**
 * An embed has no backend to ask for cities: the bundled city list gives the destination field's
 * matches at once once its chunk is in, and answers the field's search itself, so a query typed
 * before the chunk arrived still gets them after the pause.
 */
function EmbedHotelSearch({ config, locale }: WidgetContext) {
  const [cities, setCities] = useState<readonly CitySuggestion[]>();
  useEffect(() => {
    let isCurrent = true;
    loadCityList(locale).then(
      (list) => {
        if (isCurrent) setCities(list);
      },
      // The field then says suggestions are unavailable; the search itself still works.
      (error: unknown) => console.warn('Voyagent embed: the city list could not load.', error),
    );
    return () => {
      isCurrent = false;
    };
  }, [locale]);
  const loadDestinations = useCallback(
    async (query: string) => localDestinationSuggestions(await loadCityList(locale), query),
    [locale],
  );
  return (
    <HotelSearch
      linkConfig={{
        hotelSearchBaseUrl: config.hotelSearchBaseUrl,
        flightSearchBaseUrl: config.flightSearchBaseUrl,
      }}
      loadDestinations={loadDestinations}
      localDestinations={cities}
      defaultDestination={config.defaultDestination ?? undefined}
    />
  );
}

/** This widget's stylesheets: the embed build writes them in place of the marker. */
const WIDGET_CSS = '/*__VOYAGENT_EMBED_CSS__*/';

/** The `hotel-search` chunk: the hotel form on the bundled city list. */
export function mount(root: ShadowRoot, options: EmbedOptions, pageNonce: string | null) {
  return mountWidget(root, options, pageNonce, WIDGET_CSS, (context) => (
    <EmbedHotelSearch {...context} />
  ));
}
