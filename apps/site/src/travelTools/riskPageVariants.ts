/**
 * The three addresses of the risk radar page (shell.md §2, travel.md §2): /risk-radar, and
 * /gemini-travel-intel and /gemini-safety, the same advisories and numbers under the names the
 * navigation gives them, each country's detail offering its questions to the assistant, which
 * answers them through the same flow and tools as /assistant.
 */
export type RiskPageVariant = 'radar' | 'intel' | 'safety';

export function riskPageVariant(pathname: string): RiskPageVariant {
  if (pathname.startsWith('/gemini-travel-intel')) return 'intel';
  if (pathname.startsWith('/gemini-safety')) return 'safety';
  return 'radar';
}

export const RISK_PAGE_TEXTS: Record<RiskPageVariant, { title: string; lead: string }> = {
  radar: {
    title: 'Risk Radar',
    lead: 'Travel advisories as each government publishes them, with their dates, and the emergency numbers of the country you visit.',
  },
  intel: {
    title: 'Travel Intel',
    lead: 'What to know about a destination before you go: each government’s advisory with its date, the emergency numbers, and the assistant for anything else.',
  },
  safety: {
    title: 'Safety Check',
    lead: 'A quick safety check for the place you are visiting: the advisories, the emergency numbers, and the assistant to ask about them.',
  },
};

export const ASK_ASSISTANT_TITLE = 'Ask the assistant';

/** The questions a country's detail offers to the assistant, the variant's own first. */
export function assistantQuestions(variant: RiskPageVariant, countryName: string): string[] {
  const safety = `Is ${countryName} safe to visit right now?`;
  const emergency = `What is the emergency number in ${countryName}?`;
  const advisory = `What is the travel advisory for ${countryName}?`;
  if (variant === 'intel') return [advisory, emergency, safety];
  return [safety, emergency];
}
