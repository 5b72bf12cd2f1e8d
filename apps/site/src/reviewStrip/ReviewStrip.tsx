import { reviewFigures } from '@voyagent/contracts/content';
import { useCookieConsent } from '@voyagent/install-prompts';
import { useEffect, useRef, useState } from 'react';
import { reviewWidgetConfig } from '../config/reviewWidget';
import { log } from '../logging/siteLog';
import { REVIEW_STRIP_ROOT_MARGIN, reviewStripPlan } from './reviewStripRules';
import { scriptReviewWidget, type ReviewWidgetProvider } from './reviewWidgetProvider';

const configuredProvider = reviewWidgetConfig ? scriptReviewWidget(reviewWidgetConfig) : undefined;

export const REVIEW_STRIP_TEXTS = {
  figures: `Rated ${reviewFigures.rating} of ${reviewFigures.ratingScale} from ${reviewFigures.reviewCount.toLocaleString('en-US')} reviews`,
  figuresLabel: 'Our own figures, not from a review service',
  widgetLabel: 'Reviews from our review service',
} as const;

/**
 * The footer's rating strip (shell.md §2, §7; issue 17 item 7): the review service's widget once
 * it is configured, allowed (marketing consent) and the footer is near (`reviewStripRules.ts`);
 * otherwise, and if it fails, the content file's figures, labelled as ours.
 */
export function ReviewStrip({
  provider = configuredProvider,
}: {
  provider?: ReviewWidgetProvider;
}) {
  const { marketingAllowed } = useCookieConsent();
  const strip = useRef<HTMLDivElement>(null);
  const [nearViewport, setNearViewport] = useState(false);
  const [widgetFailed, setWidgetFailed] = useState(false);
  const plan = reviewStripPlan({
    configured: provider !== undefined,
    marketingAllowed,
    nearViewport,
    widgetFailed,
  });
  const watchViewport = provider !== undefined && marketingAllowed && !nearViewport;

  useEffect(() => {
    const element = strip.current;
    if (!watchViewport || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNearViewport(true);
          observer.disconnect();
        }
      },
      { rootMargin: REVIEW_STRIP_ROOT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [watchViewport]);

  useEffect(() => {
    if (!plan.loadWidget || !provider) return;
    provider.load(document).catch((error: unknown) => {
      log.warn('The review widget did not load; the strip shows our own figures.', error);
      setWidgetFailed(true);
    });
  }, [plan.loadWidget, provider]);

  return (
    <div ref={strip} className="site-footer__rating">
      {plan.showFigures ? (
        <p>
          {REVIEW_STRIP_TEXTS.figures} <span>({REVIEW_STRIP_TEXTS.figuresLabel})</span>
        </p>
      ) : (
        <div data-review-widget="" aria-label={REVIEW_STRIP_TEXTS.widgetLabel} role="region" />
      )}
    </div>
  );
}
