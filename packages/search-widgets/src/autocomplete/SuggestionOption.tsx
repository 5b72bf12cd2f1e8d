import type { CityOrHotelSuggestion } from './cityOrHotelSuggestions';
import styles from './SuggestionOption.module.css';
import type { AirportSuggestion, CitySuggestion } from './suggestions';

/** An option's main text and, after it, a quieter detail; the space keeps them apart when read. */
function Option({ main, detail }: { main: string; detail: string }) {
  return (
    <>
      <span>{main}</span> <span className={styles.detail}>{detail}</span>
    </>
  );
}

export function renderCity(city: CitySuggestion) {
  return <Option main={city.name} detail={city.country} />;
}

export function renderCityOrHotel(suggestion: CityOrHotelSuggestion) {
  if (suggestion.kind === 'city') return renderCity(suggestion.city);
  return <Option main={suggestion.hotel.name} detail={suggestion.hotel.city} />;
}

export function renderAirport(airport: AirportSuggestion) {
  return <Option main={airport.displayName} detail={airport.name} />;
}

/** The text a chosen suggestion puts in the field: its display name. */
export function cityText(city: CitySuggestion): string {
  return city.displayName;
}

export function cityOrHotelText(suggestion: CityOrHotelSuggestion): string {
  return suggestion.kind === 'city' ? suggestion.city.displayName : suggestion.hotel.displayName;
}

export function airportText(airport: AirportSuggestion): string {
  return airport.displayName;
}
