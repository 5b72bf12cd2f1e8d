import { Link as RouterLink } from 'react-router';
import { Link } from '@voyagent/ui-kit';
import { ContentPage } from '../accountPages/ContentPage';
import { hasPage } from '../routes/routedPages';
import { routesInGroup } from '../routes/siteRoutes';
import '../content/content.css';

/**
 * /instagram (shell.md §2): the landing for visitors from Instagram. What Voyagent does is the
 * route table's live tools with their descriptions, so it never lists a page that is not there.
 * The shell's social install prompt already greets these visitors (install-prompts reads the
 * referrer and utm_source), so the page itself only points to the two ways to start.
 */
export function LandingPage() {
  const tools = routesInGroup('tools').filter((route) => hasPage(route.page));
  return (
    <ContentPage
      title="Welcome from Instagram"
      intro={
        <>
          <p>
            Voyagent is a travel companion on the web and as an app: search flights, hotels and
            more, check entry rules and safety with their sources, and keep what you find in one
            place.
          </p>
          <div className="content-page__actions">
            <RouterLink to="/auth" className="button-link button-link--primary">
              Create your free account
            </RouterLink>
            <RouterLink to="/itinerary" className="button-link">
              Start planning your trip
            </RouterLink>
          </div>
        </>
      }
      sections={[
        {
          heading: 'What you can do',
          body: (
            <ul className="article-index">
              {tools.map((route) => (
                <li key={route.path}>
                  <Link href={route.path}>{route.breadcrumb}</Link>
                  <p>{route.description}</p>
                </li>
              ))}
            </ul>
          ),
        },
      ]}
    />
  );
}
