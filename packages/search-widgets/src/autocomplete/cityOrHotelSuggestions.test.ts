import { describe, expect, it } from 'vitest';
import {
  type CityOrHotelSuggestion,
  cityOrHotelFallback,
  cityOrHotelWithServerCities,
  localCityOrHotelSuggestions,
} from './cityOrHotelSuggestions';
import type { CitySuggestion, HotelSuggestion } from './suggestions';

function city(name: string): CitySuggestion {
  return { name, country: 'Italy', displayName: `${name}, Italy` };
}
function hotel(name: string, inCity = 'Rome'): HotelSuggestion {
  return { name, city: inCity, country: 'Italy', displayName: `${name}, ${inCity}`, rating: 4.5 };
}
function names(suggestions: CityOrHotelSuggestion[]): string[] {
  return suggestions.map((s) =>
    s.kind === 'city' ? `city:${s.city.name}` : `hotel:${s.hotel.name}`,
  );
}

const lists = {
  cities: ['Rome', 'Romano', 'Romagnano', 'Romallo', 'Romentino', 'Romeno', 'Romans'].map(city),
  hotels: [
    hotel('Hotel Artemide'),
    hotel('Roma Luxus'),
    hotel('Rome Cavalieri'),
    hotel('Hotel Eden'),
    hotel('Hotel Milano', 'Milan'),
    hotel('Palazzo Roma'),
  ],
};

describe('localCityOrHotelSuggestions (SW-047, SW-048)', () => {
  // Every Rome hotel matches by its city; the fifth, Palazzo Roma, is past the limit.
  it('shows up to 6 cities, then up to 4 hotels', () => {
    expect(names(localCityOrHotelSuggestions(lists, 'rom'))).toEqual([
      'city:Rome',
      'city:Romano',
      'city:Romagnano',
      'city:Romallo',
      'city:Romentino',
      'city:Romeno',
      'hotel:Hotel Artemide',
      'hotel:Roma Luxus',
      'hotel:Rome Cavalieri',
      'hotel:Hotel Eden',
    ]);
  });

  it('finds hotels by their city', () => {
    expect(names(localCityOrHotelSuggestions(lists, 'milan'))).toEqual(['hotel:Hotel Milano']);
  });

  it('SW-042: shows nothing under 2 characters', () => {
    expect(localCityOrHotelSuggestions(lists, 'r')).toEqual([]);
  });
});

describe('cityOrHotelWithServerCities (SW-044)', () => {
  const local = localCityOrHotelSuggestions(lists, 'rom');

  it('replaces the local cities with the first 6 server cities and keeps the hotels', () => {
    const server = ['Rome', 'Romagna', 'Roma Nord', 'Romford', 'Romsey', 'Romont', 'Romilly'].map(
      city,
    );
    expect(names(cityOrHotelWithServerCities(local, server))).toEqual([
      'city:Rome',
      'city:Romagna',
      'city:Roma Nord',
      'city:Romford',
      'city:Romsey',
      'city:Romont',
      'hotel:Hotel Artemide',
      'hotel:Roma Luxus',
      'hotel:Rome Cavalieri',
      'hotel:Hotel Eden',
    ]);
  });

  it('keeps everything local when the server found no city', () => {
    expect(cityOrHotelWithServerCities(local, [])).toEqual(local);
  });
});

describe('cityOrHotelFallback (SW-044, SW-050)', () => {
  it('shows the 8 best local matches, cities and hotels ranked together', () => {
    expect(names(cityOrHotelFallback(lists, 'rom'))).toEqual([
      'city:Rome',
      'city:Romano',
      'city:Romagnano',
      'city:Romallo',
      'city:Romentino',
      'city:Romeno',
      'city:Romans',
      'hotel:Hotel Artemide',
    ]);
  });
});
