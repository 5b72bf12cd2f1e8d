import { describe, expect, it } from 'vitest';
import { reviewStripPlan, type ReviewStripFacts } from './reviewStripRules';

const ALL: ReviewStripFacts = {
  configured: true,
  marketingAllowed: true,
  nearViewport: true,
  widgetFailed: false,
};

describe('the review strip plan', () => {
  it('loads the widget only when configured, with marketing consent and near the viewport', () => {
    for (const configured of [true, false]) {
      for (const marketingAllowed of [true, false]) {
        for (const nearViewport of [true, false]) {
          const plan = reviewStripPlan({ ...ALL, configured, marketingAllowed, nearViewport });
          const expected = configured && marketingAllowed && nearViewport;
          expect(plan, JSON.stringify({ configured, marketingAllowed, nearViewport })).toEqual({
            loadWidget: expected,
            showFigures: !expected,
          });
        }
      }
    }
  });

  it('falls back to the figures when the widget fails to load', () => {
    expect(reviewStripPlan({ ...ALL, widgetFailed: true })).toEqual({
      loadWidget: true,
      showFigures: true,
    });
  });
});
