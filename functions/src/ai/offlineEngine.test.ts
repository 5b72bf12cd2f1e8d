import { ASSISTANT_TEXTS } from '@voyagent/contracts';
import { describe, expect, it } from 'vitest';
import { answerOffline } from './offlineEngine';

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

  it('says plainly what it cannot answer', () => {
    const answer = answerOffline('Write me a poem about Lisbon', 'en');
    expect(answer.answered).toBe(false);
    expect(answer.text).toMatch(/cannot answer that offline/);
    expect(answer.sources).toEqual([]);
  });
});
