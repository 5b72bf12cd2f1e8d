import { SeoAnalytics } from '../aeo/SeoAnalytics';
import { RequireSupportLevel } from '../roles/RequireSupportLevel';
import '../aeo/seoAnalytics.css';

/**
 * /seo-analytics (travel.md §2): the answer-engine analytics, behind the same support-level guard
 * as the admin screens (anyone else sees Access Denied); `aeo-stats` checks the level again.
 */
export function SeoAnalyticsPage() {
  return (
    <RequireSupportLevel>
      {() => (
        <section className="seo-analytics" aria-labelledby="seo-analytics-title">
          <h1 id="seo-analytics-title">SEO Analytics</h1>
          <SeoAnalytics />
        </section>
      )}
    </RequireSupportLevel>
  );
}
