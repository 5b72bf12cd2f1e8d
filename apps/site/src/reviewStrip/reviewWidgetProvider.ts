import type { ReviewWidgetConfig } from '../config/reviewWidget';

/**
 * A review service's widget, as the footer's strip uses it: load once, then fill its container.
 * Each service is one provider (Trustpilot's TrustBox, Google's badge, …); the generic one here
 * loads the configured script, which finds its container by the `data-review-widget` attribute.
 */
export interface ReviewWidgetProvider {
  /** The origin the Content-Security-Policy allows for it. */
  origin: string;
  /** Loads the widget's script (once per page); rejects when it cannot load. */
  load(doc: Document): Promise<void>;
}

const WIDGET_SCRIPT_MARK = 'data-voyagent-review-widget';

/** The configured script as a provider: one `<script async>` in the head, shared by every load. */
export function scriptReviewWidget({ src, origin }: ReviewWidgetConfig): ReviewWidgetProvider {
  let loading: Promise<void> | undefined;
  return {
    origin,
    load(doc) {
      loading ??= new Promise<void>((resolve, reject) => {
        const script = doc.createElement('script');
        script.src = src;
        script.async = true;
        script.setAttribute(WIDGET_SCRIPT_MARK, '');
        script.addEventListener('load', () => resolve());
        script.addEventListener('error', () => {
          loading = undefined;
          script.remove();
          reject(new Error(`The review widget could not load from ${origin}`));
        });
        doc.head.append(script);
      });
      return loading;
    },
  };
}
