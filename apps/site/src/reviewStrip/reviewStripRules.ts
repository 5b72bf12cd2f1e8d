/**
 * When the footer's review strip loads the review service's widget (issue 17 item 7, shell.md §2,
 * §7): only when a widget is configured, the visitor's cookie answer allows marketing (a review
 * service's script is a third party's, setting its own cookies; the specification names no
 * category, and marketing is the one for third-party content), and the footer has come near the
 * viewport, so a visitor who never scrolls down never fetches it. Until then, and whenever it
 * fails, the strip shows the content file's figures, labelled as ours. Pure.
 */

export interface ReviewStripFacts {
  configured: boolean;
  marketingAllowed: boolean;
  /** The footer has come within REVIEW_STRIP_ROOT_MARGIN of the viewport (once is enough). */
  nearViewport: boolean;
  /** The widget's script failed to load. */
  widgetFailed: boolean;
}

export interface ReviewStripPlan {
  loadWidget: boolean;
  showFigures: boolean;
}

/** How far below the viewport the footer may still be when the widget starts loading. */
export const REVIEW_STRIP_ROOT_MARGIN = '0px 0px 400px 0px';

export function reviewStripPlan(facts: ReviewStripFacts): ReviewStripPlan {
  const loadWidget = facts.configured && facts.marketingAllowed && facts.nearViewport;
  return { loadWidget, showFigures: !loadWidget || facts.widgetFailed };
}
