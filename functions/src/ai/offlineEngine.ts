/**
 * The assistant without a model: recognises the questions the tools can answer (emergency
 * numbers, distances, currency conversion, visa rules, where a place is, budgets) in English,
 * French, German and Spanish, answers them from travelFacts with the source, and says plainly
 * what it cannot do. It always says it is the offline engine, so nobody mistakes it for the AI
 * model. A question in another language gets the contract's unsupported-language text.
 */
import { ASSISTANT_TEXTS, type BudgetBasis, type TravelStyle } from '@voyagent/contracts';
import { EMERGENCY_COUNTRIES } from '@voyagent/travel-data/emergencyNumbers';
import { VISA_COUNTRIES, type VisaStatus } from '@voyagent/travel-data/visa';
import {
  type BudgetFacts,
  type FactSource,
  type NotFound,
  type Place,
  lookupBudget,
  lookupConversion,
  lookupDistance,
  lookupEmergencyNumbers,
  lookupPlace,
  lookupVisa,
} from './travelFacts';

export const OFFLINE_LANGUAGES = ['en', 'fr', 'de', 'es'] as const;
export type AssistantLanguage = (typeof OFFLINE_LANGUAGES)[number];

export interface OfflineAnswer {
  text: string;
  sources: FactSource[];
  /** False when the question is not one the engine can answer. */
  answered: boolean;
  /** The language of the text; null when the question's language is not one we answer in. */
  language: AssistantLanguage | null;
  /** The lookup results the answer states (found or not): the only place its facts may come from. */
  evidence: unknown[];
}

type Numbers = Record<string, string | undefined>;

/** A budget estimate's figures as the texts state them, names already in the answer's language. */
interface BudgetAnswerFacts {
  place: string;
  country: string;
  home: string;
  travellers: number;
  days: number;
  estimate: NonNullable<BudgetFacts['estimate']>;
  /** "per person" or "for the party", in the answer's language. */
  basisWords: string;
  destinationLevel: string;
  year: number;
}

/** " (≈ 640.00 EUR)" when the trip total was converted to another currency, the destination's. */
const convertedTrip = ({ converted, currency }: BudgetAnswerFacts['estimate']) =>
  converted && converted.currency !== currency
    ? ` (≈ ${converted.tripTotal} ${converted.currency})`
    : '';

interface EngineTexts {
  offline: string;
  emergency: (country: string, numbers: string) => string;
  distance: (from: string, to: string, km: number) => string;
  convert: (amount: string, from: string, converted: string, to: string, rate: string) => string;
  visa: (passport: string, destination: string, status: string, days?: number) => string;
  city: (name: string, country: string, latitude: number, longitude: number) => string;
  airport: (name: string, code: string, city: string, country: string) => string;
  notFound: (term: string, link: string) => string;
  /** A budget without the traveller's own spend: the price level only (no typical prices exist). */
  budgetLevel: (place: string, country: string, level: string, year: number) => string;
  /** What to add for an amount; its example's figures are not claims (OFFLINE_HELP_TEXTS). */
  budgetHint: string;
  budgetEstimate: (facts: BudgetAnswerFacts) => string;
  basis: Record<BudgetBasis, string>;
  cannot: string;
  services: Record<'general' | 'police' | 'medical' | 'fire', string>;
  statuses: Record<VisaStatus, string>;
}

const TEXTS: Record<AssistantLanguage, EngineTexts> = {
  en: {
    offline: 'Offline assistant (no AI model): ',
    emergency: (country, numbers) => `Emergency numbers in ${country}: ${numbers}.`,
    distance: (from, to, km) =>
      `The great-circle distance between ${from} and ${to} is about ${km} km.`,
    convert: (amount, from, converted, to, rate) =>
      `${amount} ${from} is about ${converted} ${to} (${rate} ${to} per ${from}).`,
    visa: (passport, destination, status, days) =>
      `With a passport of ${passport}, to ${destination}: ${status}${days ? ` (${days} days)` : ''}. Check with the embassy before you travel.`,
    city: (name, country, latitude, longitude) =>
      `${name} is in ${country} (latitude ${latitude}, longitude ${longitude}).`,
    airport: (name, code, city, country) => `${name} (${code}) serves ${city}, ${country}.`,
    notFound: (term, link) => `Not found: "${term}" is not in our data. See ${link}`,
    budgetLevel: (place, country, level, year) =>
      `${place} (${country}): I have no typical prices, and I do not invent any. The World Bank price level there is ${level} × US prices (${year}).`,
    budgetHint:
      'For a budget, add your home country and your own daily spend at home, e.g. "from France, 100 EUR a day per person": I scale it by the price levels.',
    budgetEstimate: (f) =>
      `${f.place} (${f.country}), travellers: ${f.travellers}, days: ${f.days}: your ${f.estimate.dailySpend} ${f.estimate.currency} a day ${f.basisWords} at home in ${f.home} (price level ${f.estimate.home.priceLevel}) is about ${f.estimate.dailyTotal} ${f.estimate.currency} a day there (price level ${f.destinationLevel}, World Bank ${f.year}), about ${f.estimate.tripTotal} ${f.estimate.currency} for the trip${convertedTrip(f.estimate)}. The price level covers the whole economy, not tourist prices; the travel style changes no figure.`,
    basis: { perPerson: 'per person', party: 'for the party' },
    cannot:
      'I cannot answer that offline. I can give emergency numbers ("emergency number in France"), ' +
      'distances ("distance between CDG and JFK"), conversions ("convert 100 EUR to USD"), ' +
      'visa rules ("visa for FR passport to JP") and where a place is ("where is Lyon").',
    services: { general: 'general', police: 'police', medical: 'ambulance', fire: 'fire' },
    statuses: {
      visa_free: 'no visa needed',
      visa_on_arrival: 'visa on arrival',
      e_visa: 'e-visa',
      eta: 'electronic travel authorisation',
      visa_required: 'visa required',
      no_admission: 'no admission',
      same_country: 'same country',
      unknown: 'unknown in our data',
    },
  },
  fr: {
    offline: 'Assistant hors ligne (sans modèle d’IA) : ',
    emergency: (country, numbers) => `Numéros d’urgence en ${country} : ${numbers}.`,
    distance: (from, to, km) =>
      `La distance orthodromique entre ${from} et ${to} est d’environ ${km} km.`,
    convert: (amount, from, converted, to, rate) =>
      `${amount} ${from} valent environ ${converted} ${to} (${rate} ${to} par ${from}).`,
    visa: (passport, destination, status, days) =>
      `Avec un passeport de ${passport}, pour ${destination} : ${status}${days ? ` (${days} jours)` : ''}. Vérifiez auprès de l’ambassade avant de partir.`,
    city: (name, country, latitude, longitude) =>
      `${name} se trouve en ${country} (latitude ${latitude}, longitude ${longitude}).`,
    airport: (name, code, city, country) => `${name} (${code}) dessert ${city}, ${country}.`,
    notFound: (term, link) => `Introuvable : « ${term} » n’est pas dans nos données. Voir ${link}`,
    budgetLevel: (place, country, level, year) =>
      `${place} (${country}) : je n’ai pas de prix types, et je n’en invente pas. Le niveau des prix de la Banque mondiale y est de ${level} × les prix des États-Unis (${year}).`,
    budgetHint:
      'Pour un budget, ajoutez votre pays et vos propres dépenses par jour chez vous, par exemple « depuis la France, 100 EUR par jour par personne » : je les ajuste selon les niveaux des prix.',
    budgetEstimate: (f) =>
      `${f.place} (${f.country}), voyageurs : ${f.travellers}, jours : ${f.days} : vos ${f.estimate.dailySpend} ${f.estimate.currency} par jour ${f.basisWords} chez vous en ${f.home} (niveau des prix ${f.estimate.home.priceLevel}) font environ ${f.estimate.dailyTotal} ${f.estimate.currency} par jour là-bas (niveau des prix ${f.destinationLevel}, Banque mondiale ${f.year}), environ ${f.estimate.tripTotal} ${f.estimate.currency} pour le voyage${convertedTrip(f.estimate)}. Le niveau des prix couvre toute l’économie, pas les prix touristiques ; le style de voyage ne change aucun chiffre.`,
    basis: { perPerson: 'par personne', party: 'pour le groupe' },
    cannot:
      'Je ne peux pas répondre à cela hors ligne. Je peux donner les numéros d’urgence ' +
      '(« numéro d’urgence en France »), des distances (« distance entre CDG et JFK »), des ' +
      'conversions (« convertir 100 EUR en USD »), les règles de visa (« visa passeport FR pour JP ») ' +
      'et où se trouve un lieu (« où se trouve Lyon »).',
    services: { general: 'général', police: 'police', medical: 'ambulance', fire: 'pompiers' },
    statuses: {
      visa_free: 'sans visa',
      visa_on_arrival: 'visa à l’arrivée',
      e_visa: 'visa électronique',
      eta: 'autorisation de voyage électronique',
      visa_required: 'visa obligatoire',
      no_admission: 'entrée refusée',
      same_country: 'même pays',
      unknown: 'inconnu dans nos données',
    },
  },
  de: {
    offline: 'Offline-Assistent (ohne KI-Modell): ',
    emergency: (country, numbers) => `Notrufnummern in ${country}: ${numbers}.`,
    distance: (from, to, km) =>
      `Die Luftlinie (Großkreis) zwischen ${from} und ${to} beträgt etwa ${km} km.`,
    convert: (amount, from, converted, to, rate) =>
      `${amount} ${from} sind etwa ${converted} ${to} (${rate} ${to} pro ${from}).`,
    visa: (passport, destination, status, days) =>
      `Mit einem Reisepass von ${passport}, nach ${destination}: ${status}${days ? ` (${days} Tage)` : ''}. Prüfen Sie es vor der Reise bei der Botschaft.`,
    city: (name, country, latitude, longitude) =>
      `${name} liegt in ${country} (Breite ${latitude}, Länge ${longitude}).`,
    airport: (name, code, city, country) => `${name} (${code}) bedient ${city}, ${country}.`,
    notFound: (term, link) => `Nicht gefunden: „${term}“ ist nicht in unseren Daten. Siehe ${link}`,
    budgetLevel: (place, country, level, year) =>
      `${place} (${country}): Ich habe keine typischen Preise und erfinde keine. Das Preisniveau der Weltbank liegt dort bei ${level} × US-Preisen (${year}).`,
    budgetHint:
      'Für ein Budget nennen Sie Ihr Heimatland und Ihre eigenen Ausgaben pro Tag zu Hause, z. B. „aus Deutschland, 100 EUR pro Tag pro Person“: Ich rechne sie mit den Preisniveaus um.',
    budgetEstimate: (f) =>
      `${f.place} (${f.country}), Reisende: ${f.travellers}, Tage: ${f.days}: Ihre ${f.estimate.dailySpend} ${f.estimate.currency} pro Tag ${f.basisWords} zu Hause in ${f.home} (Preisniveau ${f.estimate.home.priceLevel}) entsprechen dort etwa ${f.estimate.dailyTotal} ${f.estimate.currency} pro Tag (Preisniveau ${f.destinationLevel}, Weltbank ${f.year}), etwa ${f.estimate.tripTotal} ${f.estimate.currency} für die Reise${convertedTrip(f.estimate)}. Das Preisniveau gilt für die ganze Wirtschaft, nicht für Touristenpreise; der Reisestil ändert keine Zahl.`,
    basis: { perPerson: 'pro Person', party: 'für die Gruppe' },
    cannot:
      'Das kann ich offline nicht beantworten. Ich nenne Notrufnummern („Notrufnummer in ' +
      'Frankreich“), Entfernungen („Entfernung zwischen CDG und JFK“), Umrechnungen („rechne ' +
      '100 EUR in USD um“), Visaregeln („Visum für FR-Pass nach JP“) und wo ein Ort liegt ' +
      '(„wo liegt Lyon“).',
    services: {
      general: 'allgemein',
      police: 'Polizei',
      medical: 'Rettungsdienst',
      fire: 'Feuerwehr',
    },
    statuses: {
      visa_free: 'visumfrei',
      visa_on_arrival: 'Visum bei der Ankunft',
      e_visa: 'E-Visum',
      eta: 'elektronische Reisegenehmigung',
      visa_required: 'Visum erforderlich',
      no_admission: 'keine Einreise',
      same_country: 'dasselbe Land',
      unknown: 'in unseren Daten unbekannt',
    },
  },
  es: {
    offline: 'Asistente sin conexión (sin modelo de IA): ',
    emergency: (country, numbers) => `Números de emergencia en ${country}: ${numbers}.`,
    distance: (from, to, km) =>
      `La distancia ortodrómica entre ${from} y ${to} es de unos ${km} km.`,
    convert: (amount, from, converted, to, rate) =>
      `${amount} ${from} son unos ${converted} ${to} (${rate} ${to} por ${from}).`,
    visa: (passport, destination, status, days) =>
      `Con un pasaporte de ${passport}, a ${destination}: ${status}${days ? ` (${days} días)` : ''}. Consúltelo con la embajada antes de viajar.`,
    city: (name, country, latitude, longitude) =>
      `${name} está en ${country} (latitud ${latitude}, longitud ${longitude}).`,
    airport: (name, code, city, country) => `${name} (${code}) sirve a ${city}, ${country}.`,
    notFound: (term, link) =>
      `No encontrado: «${term}» no está en nuestros datos. Consulte ${link}`,
    budgetLevel: (place, country, level, year) =>
      `${place} (${country}): no tengo precios típicos y no invento ninguno. El nivel de precios del Banco Mundial allí es ${level} × los precios de EE. UU. (${year}).`,
    budgetHint:
      'Para un presupuesto, añada su país y su propio gasto diario en casa, por ejemplo «desde España, 100 EUR al día por persona»: lo ajusto según los niveles de precios.',
    budgetEstimate: (f) =>
      `${f.place} (${f.country}), viajeros: ${f.travellers}, días: ${f.days}: sus ${f.estimate.dailySpend} ${f.estimate.currency} al día ${f.basisWords} en casa en ${f.home} (nivel de precios ${f.estimate.home.priceLevel}) son unos ${f.estimate.dailyTotal} ${f.estimate.currency} al día allí (nivel de precios ${f.destinationLevel}, Banco Mundial ${f.year}), unos ${f.estimate.tripTotal} ${f.estimate.currency} para el viaje${convertedTrip(f.estimate)}. El nivel de precios abarca toda la economía, no los precios turísticos; el estilo de viaje no cambia ninguna cifra.`,
    basis: { perPerson: 'por persona', party: 'para el grupo' },
    cannot:
      'No puedo responder a eso sin conexión. Puedo dar números de emergencia («número de ' +
      'emergencia en Francia»), distancias («distancia entre CDG y JFK»), conversiones ' +
      '(«convierte 100 EUR a USD»), reglas de visado («visado para pasaporte FR a JP») y dónde ' +
      'está un lugar («dónde está Lyon»).',
    services: { general: 'general', police: 'policía', medical: 'ambulancia', fire: 'bomberos' },
    statuses: {
      visa_free: 'sin visado',
      visa_on_arrival: 'visado a la llegada',
      e_visa: 'visado electrónico',
      eta: 'autorización electrónica de viaje',
      visa_required: 'visado obligatorio',
      no_admission: 'entrada no admitida',
      same_country: 'mismo país',
      unknown: 'desconocido en nuestros datos',
    },
  },
};

/** The engine's fixed help texts: what it says when it cannot answer, examples included. */
export const OFFLINE_HELP_TEXTS: readonly string[] = [
  ...OFFLINE_LANGUAGES.map((language) => TEXTS[language].cannot),
  ...OFFLINE_LANGUAGES.map((language) => TEXTS[language].budgetHint),
  ASSISTANT_TEXTS.unsupportedLanguage,
];

function describeNumbers(numbers: Numbers, language: AssistantLanguage): string {
  return (['general', 'police', 'medical', 'fire'] as const)
    .filter((service) => numbers[service])
    .map((service) => `${TEXTS[language].services[service]} ${numbers[service]}`)
    .join(', ');
}

/** Lower case, no accents or apostrophes, no question marks around: what the patterns read. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[’']/g, ' ')
    .replace(/^[\s¿¡]+|[\s?!.¿¡]+$/g, '');

let countryCodesByName: Map<string, string> | undefined;

/** A country by its name in one of the engine's languages, or its ISO code. */
function countryCode(text: string): string | undefined {
  if (!countryCodesByName) {
    countryCodesByName = new Map();
    for (const locale of OFFLINE_LANGUAGES) {
      const names = new Intl.DisplayNames([locale], { type: 'region' });
      for (const code of new Set([...EMERGENCY_COUNTRIES, ...VISA_COUNTRIES])) {
        const name = names.of(code);
        if (name) countryCodesByName.set(fold(name), code);
      }
    }
  }
  const folded = fold(text).replace(/^(la|le|les|l|the|die|der|den|dem|das|el|los|las)\s+/, '');
  // UK is the usual name of GB, not an ISO code of its own.
  if (folded === 'uk') return 'GB';
  if (/^[a-z]{2}$/.test(folded)) return folded.toUpperCase();
  return countryCodesByName.get(folded);
}

const countryLabel = (code: string, language: AssistantLanguage) =>
  new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;

/**
 * Words that mark a language in a travel question. Italian, Portuguese and Dutch are here to be
 * recognised and refused, not answered: their lists hold only words Spanish and French do not
 * share, so "número de emergencia" stays Spanish.
 */
const LANGUAGE_WORDS: Record<string, ReadonlySet<string>> = {
  en: new Set(
    'what is the emergency number numbers between and how far much convert to passport for where which country located of do i need'.split(
      ' ',
    ),
  ),
  fr: new Set(
    'quel quelle quels est le la les numero numeros urgence entre et combien convertir passeport pour ou se trouve dans pays font valent d'.split(
      ' ',
    ),
  ),
  de: new Set(
    'was ist die der das notrufnummer notrufnummern notruf zwischen und wie weit viel sind rechne um reisepass pass fur nach wo liegt welchem land entfernung visum von im'.split(
      ' ',
    ),
  ),
  es: new Set(
    'cual es el los numero numeros emergencia entre y cuanto cuantos son convierte convertir pasaporte para donde esta que pais distancia visado del hay queda'.split(
      ' ',
    ),
  ),
  it: new Set(
    'qual il di emergenza tra sono converti passaporto dove si trova quale paese distanza visto per e'.split(
      ' ',
    ),
  ),
  pt: new Set('qual o onde fica sao converta passaporte voce visto'.split(' ')),
  nl: new Set(
    'wat is het noodnummer tussen en hoeveel reken om paspoort voor naar waar ligt welk land afstand visum'.split(
      ' ',
    ),
  ),
};

const isOfflineLanguage = (code: string): code is AssistantLanguage =>
  (OFFLINE_LANGUAGES as readonly string[]).includes(code);

/**
 * The question's language: a script other than Latin, or more words of Italian, Portuguese or
 * Dutch than of any language we answer in, is unsupported (null); a tie, or no telling word,
 * keeps the caller's language.
 */
export function detectLanguage(
  question: string,
  preferred: AssistantLanguage,
): AssistantLanguage | null {
  const letters = question.match(/\p{L}/gu) ?? [];
  const latin = question.match(/\p{Script=Latin}/gu) ?? [];
  if (letters.length > 0 && latin.length * 2 < letters.length) return null;
  const words = fold(question).split(/[^a-z]+/);
  const scores = Object.entries(LANGUAGE_WORDS).map(([code, set]) => ({
    code,
    score: words.filter((word) => set.has(word)).length,
  }));
  const best = Math.max(...scores.map(({ score }) => score));
  const leaders = scores.filter(({ score }) => score === best).map(({ code }) => code);
  if (best === 0 || leaders.includes(preferred)) return preferred;
  const supported = leaders.find(isOfflineLanguage);
  return supported ?? null;
}

const PATTERNS = {
  emergency:
    /(?:emergency (?:phone )?numbers?|numeros? d urgence|notrufnummern?|notruf|numeros? de emergencias?|telefonos? de emergencias?)\s+(?:in|for|of|en|au|aux|a|pour|de|du|des|fur|von|im|para|del)\s+(.+)$/,
  distance:
    /(?:distance|how far|entfernung|wie weit|distancia)\s+(?:is it\s+|ist es\s+|hay\s+)?(?:between|from|entre|de|du|zwischen|von|desde)\s+(.+?)\s+(?:and|to|et|a|au|und|nach|bis|y|hasta)\s+(.+)$/,
  convert:
    /(?:convert|convertir|convierte|how much is|combien font|combien valent|rechne|wie viel sind|wieviel sind|cuanto son|cuantos son)\s+([\d.,]+)\s*([a-z]{3})\s+(?:to|in|into|en|a|nach)\s+([a-z]{3})(?:\s+um)?$/,
  visa: /(?:visado|visum|visa)\s+(?:(?:for|pour|fur|para)\s+)?(?:an?\s+|une?\s+|einen\s+|einem\s+)?(?:(?:passport|passeport|reisepass|pass|pasaporte)\s+(?:(?:of|from|de|du|aus|von|del)\s+)?)?(.+?)(?:-pass|\s+passport|\s+reisepass|\s+pass)?\s+(?:to|pour|vers|en|a|au|nach|para)\s+(.+)$/,
  place:
    /(?:where is|which country is|in which country is|ou se trouve|ou est|dans quel pays (?:se trouve|est)|wo liegt|wo ist|in welchem land liegt|donde esta|donde queda|en que pais esta)\s+(.+?)(?:\s+in|\s+located)?$/,
};

/** Words that end a destination's name in a budget question ("in Lisbon for 5 days"). */
const BUDGET_STOP_WORDS =
  'for|from|during|with|mid|pour|depuis|pendant|avec|milieu|moyen|fur|aus|wahrend|mit|mittelklasse|para|desde|durante|con|gama';

/** The words after one of `prepositions` up to a comma, a figure or a stop word: a destination. */
const destinationAfter = (prepositions: string) =>
  new RegExp(
    `\\b(?:${prepositions})\\s+([a-z][a-z .-]*?)(?=\\s*(?:[,;]|$|\\d|\\b(?:${BUDGET_STOP_WORDS})\\b))`,
  );

/** The parts of a budget question, per language where the words differ. */
const BUDGET_PATTERNS = {
  keyword: /\b(?:budget|tagesbudget|reisebudget|presupuesto)\b/,
  travellers:
    /(\d+)\s+(?:people|persons?|travell?ers?|adults?|personnes?|voyageurs?|adultes?|personen|reisende|erwachsene|personas?|viajeros?|adultos?)\b/,
  days: /(\d+)\s+(?:days?|jours?|tagen?|dias?)\b/,
  destination: {
    en: destinationAfter('in|to|for'),
    fr: destinationAfter('a|au|aux|en|pour'),
    de: destinationAfter('in|nach|fur'),
    es: destinationAfter('en|a|para'),
  },
  home: /\b(?:from|depuis|aus|desde)\s+([a-z][a-z .-]*?)(?=\s*(?:[,;]|$|\d))/,
  spend: /(\d+(?:[.,]\d+)?)\s*([a-z]{3})\s+(?:a|per|par|pro|al|por)\s+(?:day|jour|tag|dia)\b/,
  perPerson: /\b(?:per person|each|par personne|chacun|pro person|pro kopf|por persona|cada uno)\b/,
  style: [
    ['luxury', /\b(?:luxury|luxe|luxus|lujo)\b/],
    [
      'budget',
      /\b(?:backpack\w*|low-?cost|cheap|petit budget|economique|pas cher|gunstig|sparsam|economico|mochil\w*)\b/,
    ],
  ] as [TravelStyle, RegExp][],
};

/** The budget a question asks for, read from its folded text; undefined when it asks for none. */
function budgetQuestion(q: string, language: AssistantLanguage) {
  if (!BUDGET_PATTERNS.keyword.test(q)) return undefined;
  const destination = BUDGET_PATTERNS.destination[language].exec(q)?.[1];
  if (!destination) return undefined;
  const spend = BUDGET_PATTERNS.spend.exec(q);
  const home = BUDGET_PATTERNS.home.exec(q)?.[1];
  const basis: BudgetBasis = BUDGET_PATTERNS.perPerson.test(q) ? 'perPerson' : 'party';
  return {
    // A name we cannot read as a country goes to the lookup as typed, as a city.
    destination: countryCode(destination) ?? destination,
    travellers: Number(BUDGET_PATTERNS.travellers.exec(q)?.[1] ?? 1),
    days: Number(BUDGET_PATTERNS.days.exec(q)?.[1] ?? 1),
    // The style changes no figure (budgetRules.ts); mid-range when the question names none.
    style: BUDGET_PATTERNS.style.find(([, pattern]) => pattern.test(q))?.[0] ?? 'midRange',
    basis,
    ...(home ? { home: countryCode(home) ?? home } : {}),
    ...(spend?.[1] && spend[2]
      ? { dailySpend: Number(spend[1].replace(',', '.')), currency: spend[2].toUpperCase() }
      : {}),
  };
}

/** The term a lookup did not find (its reason quotes it), else the whole reason. */
const missingTerm = (result: NotFound) => /"([^"]+)"/.exec(result.reason)?.[1] ?? result.reason;

/** Answers one question offline, in the question's language. */
export function answerOffline(question: string, preferred: AssistantLanguage): OfflineAnswer {
  const language = detectLanguage(question, preferred);
  if (!language) {
    return {
      text: ASSISTANT_TEXTS.unsupportedLanguage,
      sources: [],
      answered: false,
      language: null,
      evidence: [],
    };
  }
  const texts = TEXTS[language];
  const q = fold(question);
  const answer = (text: string, result: unknown, sources: FactSource[]): OfflineAnswer => ({
    text: texts.offline + text,
    sources,
    answered: true,
    language,
    evidence: [result],
  });
  const missing = (result: NotFound): OfflineAnswer =>
    answer(texts.notFound(missingTerm(result), result.link), result, []);

  const budget = budgetQuestion(q, language);
  if (budget) {
    const result = lookupBudget(budget);
    if (!result.found) return missing(result);
    const place = result.place.name;
    const country = countryLabel(result.place.country, language);
    const { estimate, destination } = result;
    if (!estimate) {
      return answer(
        `${texts.budgetLevel(place, country, destination.priceLevel, destination.year)} ${texts.budgetHint}`,
        result,
        [result.source],
      );
    }
    const text = texts.budgetEstimate({
      place,
      country,
      home: countryLabel(estimate.home.country, language),
      travellers: result.travellers,
      days: result.days,
      estimate,
      basisWords: texts.basis[estimate.basis],
      destinationLevel: destination.priceLevel,
      year: destination.year,
    });
    return answer(
      text,
      result,
      result.rateSource ? [result.source, result.rateSource] : [result.source],
    );
  }

  const emergency = PATTERNS.emergency.exec(q);
  if (emergency?.[1]) {
    // A name we cannot read as a country goes to the lookup as typed, which says it is unknown.
    const emergencyCountry = countryCode(emergency[1]) ?? emergency[1];
    const result = lookupEmergencyNumbers(emergencyCountry);
    if (!result.found) return missing(result);
    const country = countryLabel(emergencyCountry, language);
    const numbers = describeNumbers(result.numbers, language);
    return answer(texts.emergency(country, numbers), result, [result.source]);
  }

  const distance = PATTERNS.distance.exec(q);
  if (distance?.[1] && distance[2]) {
    const result = lookupDistance(distance[1], distance[2]);
    if (!result.found) return missing(result);
    const name = (place: Place) => (place.code ? `${place.name} (${place.code})` : place.name);
    return answer(texts.distance(name(result.from), name(result.to), result.kilometres), result, [
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
      result,
      [result.source],
    );
  }

  const visa = PATTERNS.visa.exec(q);
  if (visa?.[1] && visa[2]) {
    const passport = countryCode(visa[1]);
    const destination = countryCode(visa[2]);
    // A name we cannot read as a country goes to the lookup as typed, which says it is unknown.
    const result = lookupVisa(passport ?? visa[1], destination ?? visa[2]);
    if (!result.found) return missing(result);
    return answer(
      texts.visa(
        countryLabel(passport ?? '', language),
        countryLabel(destination ?? '', language),
        texts.statuses[result.status as VisaStatus],
        result.days,
      ),
      result,
      [result.source],
    );
  }

  const place = PATTERNS.place.exec(q);
  if (place?.[1]) {
    const result = lookupPlace(place[1]);
    if (!result.found) return missing(result);
    const { name, code, city, country, latitude, longitude } = result.place;
    const countryName = countryLabel(country, language);
    return answer(
      code && city
        ? texts.airport(name, code, city, countryName)
        : texts.city(name, countryName, latitude, longitude),
      result,
      [result.source],
    );
  }

  return {
    text: texts.offline + texts.cannot,
    sources: [],
    answered: false,
    language,
    evidence: [],
  };
}
