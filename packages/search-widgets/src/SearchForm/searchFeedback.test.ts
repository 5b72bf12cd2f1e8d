import { afterEach, describe, expect, it, vi } from 'vitest';
import { carryOutSearchPlan, type SearchFeedbackTexts } from './searchFeedback';

const texts: SearchFeedbackTexts<never> = {
  issueText: () => '',
  invalidTitle: 'Invalid search parameters',
  errorTitle: 'Search error',
  errorText: 'Unable to open hotel search. Please try again.',
};
const plan = {
  kind: 'open',
  url: 'https://partner.example/Hotel-Search?destination=Paris',
} as const;

afterEach(() => {
  vi.restoreAllMocks();
});

describe("carryOutSearchPlan with a host's gate", () => {
  it('opens the search, then tells the host which page it opened', () => {
    const steps: string[] = [];
    vi.spyOn(window, 'open').mockImplementation((url) => {
      steps.push(`open ${String(url)}`);
      return null;
    });
    carryOutSearchPlan(plan, texts, {
      allows: () => true,
      opened: (url) => steps.push(`counted ${url}`),
    });
    expect(steps).toEqual([`open ${plan.url}`, `counted ${plan.url}`]);
  });

  it('opens nothing and counts nothing when the gate refuses', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const opened = vi.fn();
    expect(carryOutSearchPlan(plan, texts, { allows: () => false, opened })).toEqual([]);
    expect(open).not.toHaveBeenCalled();
    expect(opened).not.toHaveBeenCalled();
  });

  it('opens as before without a gate (the embeds on partner sites)', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    carryOutSearchPlan(plan, texts);
    expect(open).toHaveBeenCalledExactlyOnceWith(plan.url, '_blank', 'noopener,noreferrer');
  });
});
