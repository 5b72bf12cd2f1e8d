/**
 * The assistant without a model: recognises the questions the tools can answer (emergency
 * numbers, distances, currency conversion, visa rules, where a place is, budgets, travel
 * advisories, flight compensation) in English,
 * French, German and Spanish, answers them from travelFacts with the source, and says plainly
 * what it cannot do. It always says it is the offline engine, so nobody mistakes it for the AI
 * model. A question in another language gets the contract's unsupported-language text.
 */
import {
  ASSISTANT_TEXTS,
  COMPENSATION_TEXTS,
  RISK_COUNTRIES,
  type BudgetBasis,
  type CompensationEstimate,
  type Disruption,
  type ExtraordinaryAnswer,
  type TravelStyle,
} from '@voyagent/contracts';
import { type VisaStatus } from '@voyagent/travel-data/visa';
import {
  type AdvisoryFact,
  type BudgetFacts,
  type CompensationFactField,
  type FactSource,
  type NotFound,
  type Place,
  lookupAdvisory,
  lookupBudget,
  lookupCompensation,
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

/** Why the compensation rule found nothing due, read from its reason (COMPENSATION_TEXTS). */
type NotDue = 'notCovered' | 'shortDelay' | 'extraordinary' | 'membershipUnknown';

function notDueReason(estimate: CompensationEstimate): NotDue {
  if (estimate.reason === COMPENSATION_TEXTS.shortDelay) return 'shortDelay';
  if (estimate.reason === COMPENSATION_TEXTS.extraordinary) return 'extraordinary';
  if (estimate.reason === COMPENSATION_TEXTS.notCovered(estimate.from.countryName)) {
    return 'notCovered';
  }
  return 'membershipUnknown';
}

/** A compensation estimate's figures as the texts state them, names in the answer's language. */
interface CompensationAnswerFacts {
  estimate: CompensationEstimate;
  fromCountry: string;
  /** The country whose EU membership the data cannot tell, for membershipUnknown. */
  unplacedCountry: string;
}

const airportName = (airport: { name: string; code: string }) =>
  `${airport.name} (${airport.code})`;

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
  advisoryIntro: (country: string) => string;
  advisoryIssuers: Record<AdvisoryFact['issuer'], string>;
  advisoryLevel: (issuer: string, advisory: AdvisoryFact) => string;
  /** The government gives no single level for the country (the dataset's level null). */
  advisoryNoLevel: (issuer: string, advisory: AdvisoryFact) => string;
  /** Our copy of the government's advisories lags behind (risk-info's staleness rule). */
  advisoryStale: (lastScraped: string) => string;
  advisoryNone: (issuer: string) => string;
  advisoryNotice: string;
  compensationRoute: (estimate: CompensationEstimate, band: string) => string;
  /** Article 7(1)'s bands in the answer's language (the rule's bandLabel is English). */
  bands: (estimate: CompensationEstimate) => string;
  compensationDue: (facts: CompensationAnswerFacts) => string;
  compensationNotDue: Record<NotDue, (facts: CompensationAnswerFacts) => string>;
  compensationRules: (rules: string) => string;
  compensationCancellationNote: string;
  compensationCheck: string;
  compensationMissing: (needed: string) => string;
  compensationFields: Record<CompensationFactField | 'airports', string>;
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
    advisoryIntro: (country) => `Travel advisories for ${country}:`,
    advisoryIssuers: { CA: 'Government of Canada', US: 'U.S. Department of State' },
    advisoryLevel: (issuer, a) =>
      `${issuer}: level ${a.level} of ${a.levels} on its own scale, "${a.text}"${a.regional ? ' (stricter for some regions)' : ''}, updated ${a.updated}.`,
    advisoryNoLevel: (issuer, a) =>
      `${issuer}: no single level ("${a.text}"), updated ${a.updated}.`,
    advisoryStale: (date) =>
      `Our copy of its advisories was last updated on ${date}: check the official site for the current level.`,
    advisoryNone: (issuer) => `${issuer}: no advisory in our data.`,
    advisoryNotice:
      'Each government rates risk on its own scale: compare levels only within one government. Read the full advisory before you travel.',
    compensationRoute: (e, band) =>
      `${airportName(e.from)} to ${airportName(e.to)}: ${e.distanceKm} km on the great circle (${band}).`,
    bands: (e) => e.bandLabel,
    compensationDue: ({ estimate: e }) => {
      const amount = `${e.amountEur} EUR (≈ ${e.usd?.amount} USD)`;
      if (e.status === 'unknown') {
        return `EU261 gives ${amount} unless the airline proves extraordinary circumstances (such as bad weather or an air traffic control strike).`;
      }
      return e.reductionApplied
        ? `Likely eligible: EU261 gives ${e.fullAmountEur} EUR for this flight, which the airline may halve to ${amount} for this arrival delay.`
        : `Likely eligible: EU261 gives ${amount} for this flight.`;
    },
    compensationNotDue: {
      notCovered: ({ fromCountry }) =>
        `Not covered: this flight departs from ${fromCountry}, outside the EU, the EEA and Switzerland, and was not flown into them by an airline licensed there.`,
      shortDelay: () =>
        'Not eligible: an arrival delay under 3 hours gives no compensation (3 hours or more does).',
      extraordinary: () =>
        'Not eligible: no compensation is due when extraordinary circumstances caused the disruption.',
      membershipUnknown: ({ unplacedCountry }) =>
        `Unknown: our EU membership data does not place ${unplacedCountry}, so I cannot tell whether EU261 applies.`,
    },
    compensationRules: (rules) => `Rules: ${rules}.`,
    compensationCancellationNote:
      'A cancellation announced at least two weeks before departure, or later with re-routing close to your original times, gives no compensation.',
    compensationCheck:
      'This is an estimate from the regulation, not a decision: the airline decides first.',
    compensationMissing: (needed) => `To estimate EU261 compensation I need ${needed}.`,
    compensationFields: {
      airports: 'the IATA codes of the departure and arrival airports (e.g. "from CDG to JFK")',
      disruption: 'what happened to the flight: cancelled, delayed or denied boarding',
      arrivalDelayMinutes: 'how late you reached your final destination (e.g. "delayed 4 hours")',
      euCarrier:
        'whether the airline operating the flight is an EU, EEA or Swiss airline (e.g. "EU airline")',
    },
    cannot:
      'I cannot answer that offline. I can give emergency numbers ("emergency number in France"), ' +
      'distances ("distance between CDG and JFK"), conversions ("convert 100 EUR to USD"), ' +
      'visa rules ("visa for FR passport to JP"), where a place is ("where is Lyon"), travel ' +
      'advisories ("is Mexico safe to visit?") and flight compensation ("compensation for a ' +
      'cancelled flight from CDG to JFK").',
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
    advisoryIntro: (country) => `Conseils aux voyageurs, ${country} :`,
    advisoryIssuers: { CA: 'Gouvernement du Canada', US: 'Département d’État des États-Unis' },
    advisoryLevel: (issuer, a) =>
      `${issuer} : niveau ${a.level} sur ${a.levels} selon sa propre échelle, « ${a.text} »${a.regional ? ' (plus strict pour certaines régions)' : ''}, mis à jour le ${a.updated}.`,
    advisoryNoLevel: (issuer, a) =>
      `${issuer} : pas de niveau unique (« ${a.text} »), mis à jour le ${a.updated}.`,
    advisoryStale: (date) =>
      `Notre copie de ses avis date du ${date} : vérifiez le niveau actuel sur le site officiel.`,
    advisoryNone: (issuer) => `${issuer} : aucun avis dans nos données.`,
    advisoryNotice:
      'Chaque gouvernement évalue le risque selon sa propre échelle : ne comparez les niveaux que pour un même gouvernement. Lisez l’avis complet avant de partir.',
    compensationRoute: (e, band) =>
      `${airportName(e.from)} à ${airportName(e.to)} : ${e.distanceKm} km par l’orthodromie (${band}).`,
    bands: (e) =>
      ({
        '7(1)(a)': '1500 km ou moins',
        '7(1)(b)': e.intraEu
          ? 'dans l’UE, l’EEE et la Suisse, plus de 1500 km'
          : 'de 1500 à 3500 km',
        '7(1)(c)': 'plus de 3500 km, hors de l’UE, de l’EEE et de la Suisse',
      })[e.band],
    compensationDue: ({ estimate: e }) => {
      const amount = `${e.amountEur} EUR (≈ ${e.usd?.amount} USD)`;
      if (e.status === 'unknown') {
        return `Le règlement EU261 prévoit ${amount}, sauf si la compagnie prouve des circonstances extraordinaires (mauvais temps, grève du contrôle aérien…).`;
      }
      return e.reductionApplied
        ? `Probablement éligible : le règlement EU261 prévoit ${e.fullAmountEur} EUR pour ce vol, que la compagnie peut réduire de moitié à ${amount} pour ce retard à l’arrivée.`
        : `Probablement éligible : le règlement EU261 prévoit ${amount} pour ce vol.`;
    },
    compensationNotDue: {
      notCovered: ({ fromCountry }) =>
        `Non couvert : ce vol part de ${fromCountry}, hors de l’UE, de l’EEE et de la Suisse, et n’y arrive pas avec une compagnie qui y est agréée.`,
      shortDelay: () =>
        'Non éligible : un retard à l’arrivée de moins de 3 heures ne donne pas droit à une indemnisation (3 heures ou plus, si).',
      extraordinary: () =>
        'Non éligible : aucune indemnisation n’est due quand des circonstances extraordinaires ont causé la perturbation.',
      membershipUnknown: ({ unplacedCountry }) =>
        `Inconnu : nos données d’appartenance à l’UE ne situent pas ${unplacedCountry}, je ne peux donc pas dire si le règlement EU261 s’applique.`,
    },
    compensationRules: (rules) => `Règles : ${rules}.`,
    compensationCancellationNote:
      'Une annulation annoncée au moins deux semaines avant le départ, ou plus tard avec un réacheminement proche des horaires prévus, ne donne pas droit à une indemnisation.',
    compensationCheck:
      'Ceci est une estimation d’après le règlement, pas une décision : la compagnie décide d’abord.',
    compensationMissing: (needed) => `Pour estimer l’indemnisation EU261, il me faut ${needed}.`,
    compensationFields: {
      airports:
        'les codes IATA des aéroports de départ et d’arrivée (par exemple « de CDG à JFK »)',
      disruption: 'ce qui est arrivé au vol : annulé, retardé ou refus d’embarquement',
      arrivalDelayMinutes:
        'votre retard à l’arrivée à destination finale (par exemple « retardé de 4 heures »)',
      euCarrier:
        'si la compagnie qui opère le vol est une compagnie de l’UE, de l’EEE ou suisse (par exemple « compagnie européenne »)',
    },
    cannot:
      'Je ne peux pas répondre à cela hors ligne. Je peux donner les numéros d’urgence ' +
      '(« numéro d’urgence en France »), des distances (« distance entre CDG et JFK »), des ' +
      'conversions (« convertir 100 EUR en USD »), les règles de visa (« visa passeport FR pour JP »), ' +
      'où se trouve un lieu (« où se trouve Lyon »), les conseils aux voyageurs (« le Mexique ' +
      'est-il sûr ? ») et l’indemnisation des vols (« indemnisation pour un vol annulé de CDG à JFK »).',
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
    advisoryIntro: (country) => `Reisehinweise für ${country}:`,
    advisoryIssuers: { CA: 'Regierung von Kanada', US: 'US-Außenministerium' },
    advisoryLevel: (issuer, a) =>
      `${issuer}: Stufe ${a.level} von ${a.levels} auf der eigenen Skala, „${a.text}“${a.regional ? ' (strenger für einige Regionen)' : ''}, aktualisiert am ${a.updated}.`,
    advisoryNoLevel: (issuer, a) =>
      `${issuer}: keine einheitliche Stufe („${a.text}“), aktualisiert am ${a.updated}.`,
    advisoryStale: (date) =>
      `Unsere Kopie seiner Hinweise stammt vom ${date}: Prüfen Sie die aktuelle Stufe auf der offiziellen Website.`,
    advisoryNone: (issuer) => `${issuer}: kein Hinweis in unseren Daten.`,
    advisoryNotice:
      'Jede Regierung bewertet das Risiko auf ihrer eigenen Skala: Vergleichen Sie Stufen nur innerhalb einer Regierung. Lesen Sie vor der Reise den vollständigen Hinweis.',
    compensationRoute: (e, band) =>
      `${airportName(e.from)} nach ${airportName(e.to)}: ${e.distanceKm} km auf dem Großkreis (${band}).`,
    bands: (e) =>
      ({
        '7(1)(a)': '1500 km oder weniger',
        '7(1)(b)': e.intraEu
          ? 'innerhalb der EU, des EWR und der Schweiz, über 1500 km'
          : '1500 bis 3500 km',
        '7(1)(c)': 'über 3500 km, nicht innerhalb der EU, des EWR und der Schweiz',
      })[e.band],
    compensationDue: ({ estimate: e }) => {
      const amount = `${e.amountEur} EUR (≈ ${e.usd?.amount} USD)`;
      if (e.status === 'unknown') {
        return `Die EU261-Verordnung sieht ${amount} vor, es sei denn, die Airline weist außergewöhnliche Umstände nach (etwa Unwetter oder einen Fluglotsenstreik).`;
      }
      return e.reductionApplied
        ? `Wahrscheinlich anspruchsberechtigt: Die EU261-Verordnung sieht ${e.fullAmountEur} EUR für diesen Flug vor, die die Airline bei dieser Ankunftsverspätung auf ${amount} halbieren darf.`
        : `Wahrscheinlich anspruchsberechtigt: Die EU261-Verordnung sieht ${amount} für diesen Flug vor.`;
    },
    compensationNotDue: {
      notCovered: ({ fromCountry }) =>
        `Nicht abgedeckt: Dieser Flug startet in ${fromCountry}, außerhalb der EU, des EWR und der Schweiz, und führt nicht mit einer dort zugelassenen Airline dorthin.`,
      shortDelay: () =>
        'Kein Anspruch: Eine Ankunftsverspätung unter 3 Stunden gibt keine Entschädigung (ab 3 Stunden schon).',
      extraordinary: () =>
        'Kein Anspruch: Bei außergewöhnlichen Umständen ist keine Entschädigung geschuldet.',
      membershipUnknown: ({ unplacedCountry }) =>
        `Unbekannt: Unsere EU-Mitgliedschaftsdaten ordnen ${unplacedCountry} nicht zu, daher kann ich nicht sagen, ob die EU261-Verordnung gilt.`,
    },
    compensationRules: (rules) => `Regeln: ${rules}.`,
    compensationCancellationNote:
      'Eine Annullierung, die mindestens zwei Wochen vor dem Abflug angekündigt wurde, oder später mit einer Umbuchung nahe an den ursprünglichen Zeiten, gibt keine Entschädigung.',
    compensationCheck:
      'Dies ist eine Schätzung nach der Verordnung, keine Entscheidung: Zuerst entscheidet die Airline.',
    compensationMissing: (needed) =>
      `Für eine Schätzung der EU261-Entschädigung brauche ich ${needed}.`,
    compensationFields: {
      airports: 'die IATA-Codes des Abflug- und Zielflughafens (z. B. „von CDG nach JFK“)',
      disruption: 'was mit dem Flug geschah: annulliert, verspätet oder Beförderung verweigert',
      arrivalDelayMinutes: 'wie spät Sie am Endziel ankamen (z. B. „4 Stunden verspätet“)',
      euCarrier:
        'ob die ausführende Airline aus der EU, dem EWR oder der Schweiz stammt (z. B. „EU-Airline“)',
    },
    cannot:
      'Das kann ich offline nicht beantworten. Ich nenne Notrufnummern („Notrufnummer in ' +
      'Frankreich“), Entfernungen („Entfernung zwischen CDG und JFK“), Umrechnungen („rechne ' +
      '100 EUR in USD um“), Visaregeln („Visum für FR-Pass nach JP“), wo ein Ort liegt ' +
      '(„wo liegt Lyon“), Reisehinweise („ist Mexiko sicher?“) und Entschädigungen für Flüge ' +
      '(„Entschädigung für einen annullierten Flug von CDG nach JFK“).',
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
    advisoryIntro: (country) => `Recomendaciones de viaje para ${country}:`,
    advisoryIssuers: { CA: 'Gobierno de Canadá', US: 'Departamento de Estado de EE. UU.' },
    advisoryLevel: (issuer, a) =>
      `${issuer}: nivel ${a.level} de ${a.levels} en su propia escala, «${a.text}»${a.regional ? ' (más estricto para algunas regiones)' : ''}, actualizado el ${a.updated}.`,
    advisoryNoLevel: (issuer, a) =>
      `${issuer}: sin un nivel único («${a.text}»), actualizado el ${a.updated}.`,
    advisoryStale: (date) =>
      `Nuestra copia de sus avisos es del ${date}: consulte el nivel actual en el sitio oficial.`,
    advisoryNone: (issuer) => `${issuer}: ningún aviso en nuestros datos.`,
    advisoryNotice:
      'Cada gobierno evalúa el riesgo en su propia escala: compare niveles solo dentro de un mismo gobierno. Lea el aviso completo antes de viajar.',
    compensationRoute: (e, band) =>
      `${airportName(e.from)} a ${airportName(e.to)}: ${e.distanceKm} km por la ortodrómica (${band}).`,
    bands: (e) =>
      ({
        '7(1)(a)': '1500 km o menos',
        '7(1)(b)': e.intraEu
          ? 'dentro de la UE, el EEE y Suiza, más de 1500 km'
          : 'de 1500 a 3500 km',
        '7(1)(c)': 'más de 3500 km, fuera de la UE, el EEE y Suiza',
      })[e.band],
    compensationDue: ({ estimate: e }) => {
      const amount = `${e.amountEur} EUR (≈ ${e.usd?.amount} USD)`;
      if (e.status === 'unknown') {
        return `El reglamento EU261 prevé ${amount}, salvo que la aerolínea demuestre circunstancias extraordinarias (mal tiempo, huelga de control aéreo…).`;
      }
      return e.reductionApplied
        ? `Probablemente tiene derecho: el reglamento EU261 prevé ${e.fullAmountEur} EUR para este vuelo, que la aerolínea puede reducir a la mitad, ${amount}, por este retraso a la llegada.`
        : `Probablemente tiene derecho: el reglamento EU261 prevé ${amount} para este vuelo.`;
    },
    compensationNotDue: {
      notCovered: ({ fromCountry }) =>
        `No cubierto: este vuelo sale de ${fromCountry}, fuera de la UE, el EEE y Suiza, y no llega a ellos con una aerolínea autorizada allí.`,
      shortDelay: () =>
        'Sin derecho: un retraso a la llegada de menos de 3 horas no da compensación (3 horas o más, sí).',
      extraordinary: () =>
        'Sin derecho: no se debe compensación cuando circunstancias extraordinarias causaron la incidencia.',
      membershipUnknown: ({ unplacedCountry }) =>
        `Desconocido: nuestros datos de pertenencia a la UE no sitúan ${unplacedCountry}, así que no puedo decir si se aplica el reglamento EU261.`,
    },
    compensationRules: (rules) => `Normas: ${rules}.`,
    compensationCancellationNote:
      'Una cancelación anunciada al menos dos semanas antes de la salida, o más tarde con un transporte alternativo cercano a los horarios previstos, no da compensación.',
    compensationCheck:
      'Es una estimación según el reglamento, no una decisión: primero decide la aerolínea.',
    compensationMissing: (needed) => `Para estimar la compensación EU261 necesito ${needed}.`,
    compensationFields: {
      airports:
        'los códigos IATA de los aeropuertos de salida y llegada (por ejemplo «de CDG a JFK»)',
      disruption: 'qué le pasó al vuelo: cancelado, retrasado o denegación de embarque',
      arrivalDelayMinutes:
        'con cuánto retraso llegó a su destino final (por ejemplo «retrasado 4 horas»)',
      euCarrier:
        'si la aerolínea que opera el vuelo es de la UE, del EEE o suiza (por ejemplo «aerolínea europea»)',
    },
    cannot:
      'No puedo responder a eso sin conexión. Puedo dar números de emergencia («número de ' +
      'emergencia en Francia»), distancias («distancia entre CDG y JFK»), conversiones ' +
      '(«convierte 100 EUR a USD»), reglas de visado («visado para pasaporte FR a JP»), dónde ' +
      'está un lugar («dónde está Lyon»), recomendaciones de viaje («¿es seguro viajar a ' +
      'México?») y compensaciones de vuelos («compensación por un vuelo cancelado de CDG a JFK»).',
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
  ...OFFLINE_LANGUAGES.flatMap((language) => Object.values(TEXTS[language].compensationFields)),
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
      for (const code of RISK_COUNTRIES) {
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
    'what is the emergency number numbers between and how far much convert to passport for where which country located of do i need safe my flight was delayed cancelled canceled advisory'.split(
      ' ',
    ),
  ),
  fr: new Set(
    'quel quelle quels est le la les numero numeros urgence entre et combien convertir passeport pour ou se trouve dans pays font valent d vol mon retarde annule indemnisation conseils voyageurs sur'.split(
      ' ',
    ),
  ),
  de: new Set(
    'was ist die der das notrufnummer notrufnummern notruf zwischen und wie weit viel sind rechne um reisepass pass fur nach wo liegt welchem land entfernung visum von im flug mein sicher verspatet annulliert entschadigung reisewarnung reisehinweise'.split(
      ' ',
    ),
  ),
  es: new Set(
    'cual es el los numero numeros emergencia entre y cuanto cuantos son convierte convertir pasaporte para donde esta que pais distancia visado del hay queda vuelo mi seguro segura viajar retrasado cancelado compensacion indemnizacion por'.split(
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

/** Country names of one language (or all four), longest first, as whole words of a folded text. */
const countryNamePatterns = new Map<AssistantLanguage | 'any', RegExp>();

function countryNamePattern(language: AssistantLanguage | 'any'): RegExp {
  let pattern = countryNamePatterns.get(language);
  if (!pattern) {
    const names = (language === 'any' ? OFFLINE_LANGUAGES : [language]).flatMap((locale) => {
      const display = new Intl.DisplayNames([locale], { type: 'region' });
      return RISK_COUNTRIES.map((code) => fold(display.of(code) ?? code));
    });
    const alternatives = [...new Set(names)]
      .sort((a, b) => b.length - a.length)
      .map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    pattern = new RegExp(`(?<![a-z])(?:${alternatives.join('|')})(?![a-z])`);
    countryNamePatterns.set(language, pattern);
  }
  return pattern;
}

const ADVISORY_PATTERNS = {
  keyword:
    /\b(?:safe|safety|dangerous|advisor(?:y|ies)|travel advice|travel warnings?|risk level|sure?|securite|dangereux|dangereuse|conseils? aux voyageurs|avis aux voyageurs|niveau de risque|sicher|sicherheit|gefahrlich|reisewarnung\w*|reisehinweis\w*|sicherheitshinweis\w*|segur[oa]|seguridad|peligros[oa]|alerta de viaje|advertencia de viaje|recomendaciones de viaje|nivel de riesgo)\b/,
  /** The place of a question that names no country we know, for the not-found answer. */
  place: [
    /^(?:is|how safe is)\s+(.+?)(?:\s+safe\b.*)?$/,
    /(?:advisor(?:y|ies)|travel advice|travel warnings?|risk level)\s+(?:for|on|in|to|of)\s+(.+)$/,
    /safe to (?:visit|travel to|go to)\s+(.+)$/,
    /(?:conseils? aux voyageurs|avis aux voyageurs|niveau de risque)\s+(?:pour|sur|en|au|aux|a|de|du)\s+(.+)$/,
    /^(?:est-ce que\s+)?(.+?)\s+est(?:-il|-elle)?\s+sure?$/,
    /(?:reisewarnung\w*|reisehinweis\w*|sicherheitshinweis\w*)\s+(?:fur|zu|uber)\s+(.+)$/,
    /^ist\s+(.+?)\s+sicher$/,
    /(?:alerta|advertencia|recomendaciones) de viaje\s+(?:para|sobre|a|en)\s+(.+)$/,
    /^es\s+(.+?)\s+segur[oa]$/,
    /segur[oa] viajar a\s+(.+)$/,
  ],
};

/** The country a travel-advisory question asks about, as a code or as typed; undefined if none. */
function advisoryQuestion(q: string, language: AssistantLanguage): string | undefined {
  if (!ADVISORY_PATTERNS.keyword.test(q)) return undefined;
  // A name in the question's own language first: "island" is Iceland in German only.
  const name = countryNamePattern(language).exec(q)?.[0] ?? countryNamePattern('any').exec(q)?.[0];
  if (name) return countryCode(name);
  const place = ADVISORY_PATTERNS.place.map((pattern) => pattern.exec(q)?.[1]).find(Boolean);
  return place && (countryCode(place) ?? place);
}

const COMPENSATION_PATTERNS = {
  keyword:
    /\b(?:compensation|compensated|eu ?261|indemnisation|indemnite|dedommagement|entschadigung|ausgleichszahlung|compensacion|indemnizacion)\b/,
  flight: /\b(?:flight|flug|vol|vuelo)\b/,
  airports:
    /\b(?:from|de|du|depuis|von|ab|desde)\s+([a-z]{3})\s+(?:to|a|au|vers|pour|nach|bis|hasta|para)\s+([a-z]{3})\b/,
  disruption: [
    [
      'denied_boarding',
      /\b(?:denied boarding|bumped|overbook\w*|refus d embarquement|surbooking|nichtbeforderung|uberbuch\w*|boarding verweigert|denegacion de embarque|embarque denegado|sobreventa)\b/,
    ],
    [
      'cancellation',
      /\b(?:cancell?(?:ed|ation)|annulee?s?|annulation|annulliert\w*|annullierung|gestrichen\w*|cancelad[oa]|cancelacion)\b/,
    ],
    ['delay', /\b(?:delay(?:ed)?|late|retard(?:e|ee)?s?|verspat\w*|retras\w*)\b/],
  ] as [Disruption, RegExp][],
  hours: /(\d+(?:[.,]\d+)?)\s*(?:hours?|hrs?|h|heures?|stunden?|std|horas?)\b/,
  minutes: /(\d+)\s*(?:minutes?|mins?|minuten|minutos)\b/,
  nonEuCarrier:
    /\b(?:non[- ]?(?:eu|european)|not an? (?:eu|european)|non europeenne|nicht[- ]eu|keine eu|no europea|no de la ue)\b/,
  euCarrier:
    /\b(?:(?:eu|eea|swiss|european) (?:airline|carrier)|compagnie (?:aerienne )?(?:europeenne|de l ue|suisse)|(?:eu|europaische\w*|schweizer\w*)[- ](?:airline|fluggesellschaft)|aerolinea (?:europea|de la ue|suiza))\b/,
  noExtraordinary:
    /\b(?:no|not|without|pas de|aucune?|sans|keine?|ohne|sin|ningun\w*)\s+(?:\w+\s+)?(?:extraordinary|extraordinaires?|au(?:ss|ß)ergewohnliche\w*|extraordinari\w*)/,
  extraordinary:
    /\b(?:extraordinary circumstances|circonstances extraordinaires|au(?:ss|ß)ergewohnliche\w* umstand\w*|circunstancias extraordinarias)\b/,
};

/** A compensation question's facts, only those it states; undefined when it asks for none. */
function compensationQuestion(q: string) {
  const disruption = COMPENSATION_PATTERNS.disruption.find(([, pattern]) => pattern.test(q))?.[0];
  const asks =
    COMPENSATION_PATTERNS.keyword.test(q) ||
    (disruption !== undefined && COMPENSATION_PATTERNS.flight.test(q));
  if (!asks) return undefined;
  const airports = COMPENSATION_PATTERNS.airports.exec(q);
  const hours = COMPENSATION_PATTERNS.hours.exec(q)?.[1];
  const minutes = COMPENSATION_PATTERNS.minutes.exec(q)?.[1];
  const delay =
    hours === undefined && minutes === undefined
      ? undefined
      : Math.round(Number((hours ?? '0').replace(',', '.')) * 60 + Number(minutes ?? 0));
  let euCarrier: boolean | undefined;
  if (COMPENSATION_PATTERNS.nonEuCarrier.test(q)) euCarrier = false;
  else if (COMPENSATION_PATTERNS.euCarrier.test(q)) euCarrier = true;
  let extraordinary: ExtraordinaryAnswer | undefined;
  if (COMPENSATION_PATTERNS.noExtraordinary.test(q)) extraordinary = 'no';
  else if (COMPENSATION_PATTERNS.extraordinary.test(q)) extraordinary = 'yes';
  return {
    airports:
      airports?.[1] && airports[2]
        ? { from: airports[1].toUpperCase(), to: airports[2].toUpperCase() }
        : undefined,
    disruption,
    arrivalDelayMinutes: delay,
    euCarrier,
    extraordinaryCircumstances: extraordinary,
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

  const flight = compensationQuestion(q);
  if (flight) {
    const { airports, ...stated } = flight;
    if (!airports) {
      return answer(
        texts.compensationMissing(texts.compensationFields.airports),
        { missing: ['airports'] },
        [],
      );
    }
    const result = lookupCompensation({ ...airports, ...stated });
    if (!result.found) return missing(result);
    const { estimate } = result;
    if (!estimate) {
      const needed = result.missing.map((field) => texts.compensationFields[field]).join('; ');
      return answer(texts.compensationMissing(needed), result, []);
    }
    const unplaced = estimate.from.area === 'unknown' ? estimate.from : estimate.to;
    const facts: CompensationAnswerFacts = {
      estimate,
      fromCountry: countryLabel(estimate.from.country, language),
      unplacedCountry: countryLabel(unplaced.country, language),
    };
    // The regulation's articles and the judgment cited, as the rule names them.
    const rules = estimate.citations.map((citation) => citation.rule).join('; ');
    const verdict =
      estimate.amountEur === null
        ? texts.compensationNotDue[notDueReason(estimate)](facts)
        : texts.compensationDue(facts);
    const text = [
      texts.compensationRoute(estimate, texts.bands(estimate)),
      verdict,
      texts.compensationRules(rules),
      ...(stated.disruption === 'cancellation' && estimate.amountEur !== null
        ? [texts.compensationCancellationNote]
        : []),
      texts.compensationCheck,
    ].join(' ');
    return answer(text, result, [result.source, ...result.furtherSources]);
  }

  const advisoryCountry = advisoryQuestion(q, language);
  if (advisoryCountry) {
    const result = lookupAdvisory(advisoryCountry);
    if (!result.found) return missing(result);
    const issuer = (code: AdvisoryFact['issuer']) => texts.advisoryIssuers[code];
    const lines = result.advisories.map((advisory) => {
      const level =
        advisory.level === null
          ? texts.advisoryNoLevel(issuer(advisory.issuer), advisory)
          : texts.advisoryLevel(issuer(advisory.issuer), advisory);
      return advisory.staleNote ? `${level} ${texts.advisoryStale(advisory.lastScraped)}` : level;
    });
    const none = result.noAdvisory.map(({ issuer: code }) => texts.advisoryNone(issuer(code)));
    const text = [
      texts.advisoryIntro(countryLabel(result.country, language)),
      ...lines,
      ...none,
      texts.advisoryNotice,
    ].join(' ');
    return answer(text, result, [result.source, ...result.furtherSources]);
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
