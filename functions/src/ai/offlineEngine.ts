/**
 * The assistant without a model: recognises the questions the tools can answer (emergency
 * numbers, distances, currency conversion, visa rules) in English and French, answers them from
 * travelFacts with the source, and says plainly what it cannot do. It always says it is the
 * offline engine, so nobody mistakes it for the AI model.
 */
import { EMERGENCY_COUNTRIES } from '@voyagent/travel-data/emergencyNumbers';
import { VISA_COUNTRIES } from '@voyagent/travel-data/visa';
import {
  type FactSource,
  type NotFound,
  lookupConversion,
  lookupDistance,
  lookupEmergencyNumbers,
  lookupVisa,
} from './travelFacts';

export type AssistantLanguage = 'en' | 'fr';

export interface OfflineAnswer {
  text: string;
  sources: FactSource[];
  /** False when the question is not one the engine can answer. */
  answered: boolean;
}

const TEXTS = {
  en: {
    offline: 'Offline assistant (no AI model): ',
    emergency: (country: string, n: Record<string, string | undefined>) =>
      `Emergency numbers in ${country}: ${describeNumbers(n, 'en')}.`,
    distance: (from: string, to: string, km: number) =>
      `The great-circle distance between ${from} and ${to} is about ${km} km.`,
    convert: (amount: string, from: string, converted: string, to: string, rate: string) =>
      `${amount} ${from} is about ${converted} ${to} (1 ${from} = ${rate} ${to}).`,
    visa: (passport: string, destination: string, status: string, days?: number) =>
      `With a ${passport} passport, ${destination}: ${status.replaceAll('-', ' ')}${days ? ` (${days} days)` : ''}. Check with the embassy before you travel.`,
    notFound: (reason: string, link: string) => `Not found: ${reason} See ${link}`,
    cannot:
      'I cannot answer that offline. I can give emergency numbers ("emergency number in France"), ' +
      'distances ("distance between CDG and JFK"), conversions ("convert 100 EUR to USD") and ' +
      'visa rules ("visa for FR passport to JP").',
  },
  fr: {
    offline: 'Assistant hors ligne (sans modèle d’IA) : ',
    emergency: (country: string, n: Record<string, string | undefined>) =>
      `Numéros d’urgence en ${country} : ${describeNumbers(n, 'fr')}.`,
    distance: (from: string, to: string, km: number) =>
      `La distance orthodromique entre ${from} et ${to} est d’environ ${km} km.`,
    convert: (amount: string, from: string, converted: string, to: string, rate: string) =>
      `${amount} ${from} valent environ ${converted} ${to} (1 ${from} = ${rate} ${to}).`,
    visa: (passport: string, destination: string, status: string, days?: number) =>
      `Avec un passeport ${passport}, pour ${destination} : ${status.replaceAll('-', ' ')}${days ? ` (${days} jours)` : ''}. Vérifiez auprès de l’ambassade avant de partir.`,
    notFound: (reason: string, link: string) => `Introuvable : ${reason} Voir ${link}`,
    cannot:
      'Je ne peux pas répondre à cela hors ligne. Je peux donner les numéros d’urgence ' +
      '(« numéro d’urgence en France »), des distances (« distance entre CDG et JFK »), des ' +
      'conversions (« convertir 100 EUR en USD ») et les règles de visa (« visa passeport FR pour JP »).',
  },
} as const;

const SERVICE_NAMES = {
  en: { general: 'general', police: 'police', medical: 'ambulance', fire: 'fire' },
  fr: { general: 'général', police: 'police', medical: 'ambulance', fire: 'pompiers' },
} as const;

function describeNumbers(
  numbers: Record<string, string | undefined>,
  language: AssistantLanguage,
): string {
  return (['general', 'police', 'medical', 'fire'] as const)
    .filter((service) => numbers[service])
    .map((service) => `${SERVICE_NAMES[language][service]} ${numbers[service]}`)
    .join(', ');
}

const fold = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[’']/g, ' ').trim();

let countryCodesByName: Map<string, string> | undefined;

/** A country by its English or French name, or its ISO code. */
function countryCode(text: string): string | undefined {
  if (!countryCodesByName) {
    countryCodesByName = new Map();
    for (const locale of ['en', 'fr']) {
      const names = new Intl.DisplayNames([locale], { type: 'region' });
      for (const code of new Set([...EMERGENCY_COUNTRIES, ...VISA_COUNTRIES])) {
        const name = names.of(code);
        if (name) countryCodesByName.set(fold(name), code);
      }
    }
  }
  const folded = fold(text).replace(/^(la|le|les|l|the)\s+/, '');
  if (/^[a-z]{2}$/.test(folded)) return folded.toUpperCase();
  return countryCodesByName.get(folded);
}

const countryLabel = (code: string, language: AssistantLanguage) =>
  new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;

/** The language to answer in: French when the question reads French, else the caller's choice. */
export function detectLanguage(question: string, fallback: AssistantLanguage): AssistantLanguage {
  return /\b(quel|quelle|numero|urgence|convertir|entre|passeport|pour|en euros?|combien)\b/.test(
    fold(question),
  )
    ? 'fr'
    : fallback;
}

const PATTERNS = {
  emergency:
    /(?:emergency (?:number|numbers|phone)|numeros? d urgence)\s+(?:in|for|en|au|aux|a|pour|de|du)\s+(.+?)\s*\??$/,
  distance:
    /(?:distance|how far)\s+(?:between|from|entre|de)\s+(.+?)\s+(?:and|to|et|a)\s+(.+?)\s*\??$/,
  convert:
    /(?:convert|convertir|how much is|combien font)\s+([\d.,]+)\s*([a-z]{3})\s+(?:to|in|into|en)\s+([a-z]{3})\s*\??$/,
  visa: /visa\s+(?:for|pour)?\s*(?:an?\s+|un\s+)?(?:passport\s+|passeport\s+)?(.+?)\s+(?:passport\s+)?(?:to|pour|vers|en|a)\s+(.+?)\s*\??$/,
};

/** Answers one question offline, in the question's language. */
export function answerOffline(question: string, preferred: AssistantLanguage): OfflineAnswer {
  const language = detectLanguage(question, preferred);
  const texts = TEXTS[language];
  const q = fold(question);
  const answer = (text: string, sources: FactSource[]): OfflineAnswer => ({
    text: texts.offline + text,
    sources,
    answered: true,
  });
  const missing = (result: NotFound): OfflineAnswer =>
    answer(texts.notFound(result.reason, result.link), []);

  const emergency = PATTERNS.emergency.exec(q);
  const emergencyCountry = emergency?.[1] && countryCode(emergency[1]);
  if (emergencyCountry) {
    const result = lookupEmergencyNumbers(emergencyCountry);
    if (!result.found) return missing(result);
    return answer(texts.emergency(countryLabel(emergencyCountry, language), result.numbers), [
      result.source,
    ]);
  }

  const distance = PATTERNS.distance.exec(q);
  if (distance?.[1] && distance[2]) {
    const result = lookupDistance(distance[1], distance[2]);
    if (!result.found) return missing(result);
    const name = (place: typeof result.from) =>
      place.code ? `${place.name} (${place.code})` : place.name;
    return answer(texts.distance(name(result.from), name(result.to), result.kilometres), [
      result.source,
    ]);
  }

  const convert = PATTERNS.convert.exec(q);
  const amount = convert?.[1] ? Number(convert[1].replace(',', '.')) : NaN;
  if (convert?.[2] && convert[3] && Number.isFinite(amount)) {
    const result = lookupConversion(amount, convert[2], convert[3]);
    if (!result.found) return missing(result);
    return answer(
      texts.convert(result.amount, result.from, result.converted, result.to, result.rate),
      [result.source],
    );
  }

  const visa = PATTERNS.visa.exec(q);
  const passport = visa?.[1] && countryCode(visa[1]);
  const destination = visa?.[2] && countryCode(visa[2]);
  if (passport && destination) {
    const result = lookupVisa(passport, destination);
    if (!result.found) return missing(result);
    return answer(
      texts.visa(
        countryLabel(passport, language),
        countryLabel(destination, language),
        result.status,
        result.days,
      ),
      [result.source],
    );
  }

  return { text: texts.offline + texts.cannot, sources: [], answered: false };
}
