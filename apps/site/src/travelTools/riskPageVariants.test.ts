import { describe, expect, it } from 'vitest';
import { assistantQuestions, RISK_PAGE_TEXTS, riskPageVariant } from './riskPageVariants';

describe('the risk radar page variants', () => {
  it('tells the three addresses apart (TA-016)', () => {
    expect(riskPageVariant('/risk-radar')).toBe('radar');
    expect(riskPageVariant('/gemini-travel-intel')).toBe('intel');
    expect(riskPageVariant('/gemini-safety')).toBe('safety');
    expect(riskPageVariant('/gemini-safety/')).toBe('safety');
  });

  it('titles each as the navigation names it', () => {
    expect(RISK_PAGE_TEXTS.radar.title).toBe('Risk Radar');
    expect(RISK_PAGE_TEXTS.intel.title).toBe('Travel Intel');
    expect(RISK_PAGE_TEXTS.safety.title).toBe('Safety Check');
  });

  it("offers the variant's own question first, naming the country", () => {
    expect(assistantQuestions('safety', 'Mexico')).toEqual([
      'Is Mexico safe to visit right now?',
      'What is the emergency number in Mexico?',
    ]);
    expect(assistantQuestions('intel', 'Egypt')[0]).toBe('What is the travel advisory for Egypt?');
    expect(assistantQuestions('radar', 'France')).toContain(
      'What is the emergency number in France?',
    );
  });
});
