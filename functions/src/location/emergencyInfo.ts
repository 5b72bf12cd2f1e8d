import { iso1A2Code } from '@rapideditor/country-coder';
import {
  LOCATION_TEXTS,
  emergencyInfo as contract,
  type EmergencyInfoAnswer,
} from '@voyagent/contracts';
import {
  EMERGENCY_NUMBERS_SOURCE,
  emergencyNumbersFor,
} from '@voyagent/travel-data/emergencyNumbers';
import { HttpsError } from 'firebase-functions/v2/https';
import { defineCallable } from '../http/defineCallable';

/**
 * The ISO 3166-1 alpha-2 code of the country at a point, offline (country-coder's borders), or
 * null at sea and in Antarctica's unclaimed parts.
 */
export function countryAt(latitude: number, longitude: number): string | null {
  return iso1A2Code([longitude, latitude]);
}

/** A country's name in the caller's language, from the runtime's CLDR data. */
export function countryName(code: string, language: string): string {
  return (
    new Intl.DisplayNames([language, 'en'], { type: 'region', fallback: 'code' }).of(code) ?? code
  );
}

interface EmergencyQuery {
  latitude?: number;
  longitude?: number;
  countryCode?: string;
  userLanguage: string;
}

/** The answer for a validated request: a point, or a country the traveller chose. */
export function answerEmergencyInfo({
  latitude,
  longitude,
  countryCode,
  userLanguage,
}: EmergencyQuery): EmergencyInfoAnswer {
  const code =
    countryCode ??
    (latitude !== undefined && longitude !== undefined ? countryAt(latitude, longitude) : null);
  if (code === null) throw new HttpsError('not-found', LOCATION_TEXTS.noCountry);
  // A chosen code must name a real country: country-coder knows every ISO 3166-1 code.
  if (countryCode !== undefined && iso1A2Code(countryCode) !== countryCode) {
    throw new HttpsError('invalid-argument', LOCATION_TEXTS.countryCode);
  }
  const name = countryName(code, userLanguage);
  const entry = emergencyNumbersFor(code);
  if (!entry) throw new HttpsError('not-found', LOCATION_TEXTS.notCovered(name));
  const { unconfirmed, ...numbers } = entry;
  return {
    country: { code, name },
    numbers,
    unconfirmed,
    source: {
      label: EMERGENCY_NUMBERS_SOURCE.label,
      dataDate: EMERGENCY_NUMBERS_SOURCE.dataDate,
      datasetUrl: EMERGENCY_NUMBERS_SOURCE.datasetUrl,
      upstreamUrl: EMERGENCY_NUMBERS_SOURCE.upstreamUrl,
    },
  };
}

/**
 * `emergency-info` {latitude, longitude, userLanguage} (or {countryCode, userLanguage}) → the
 * country and its police, medical, fire and general numbers with their source and date. Open to
 * guests: an offline lookup that writes nothing.
 */
export const emergencyInfo = defineCallable(contract, answerEmergencyInfo);
