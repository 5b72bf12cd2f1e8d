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

  it('says plainly what it cannot answer', () => {
    const answer = answerOffline('Write me a poem about Lisbon', 'en');
    expect(answer.answered).toBe(false);
    expect(answer.text).toMatch(/cannot answer that offline/);
    expect(answer.sources).toEqual([]);
  });
});
