import { Link } from '@voyagent/ui-kit';
import { ContentPage } from '../accountPages/ContentPage';
import { articleIndex } from '../content/articlePages';
import '../content/content.css';

/** /comparisons (travel.md §2): every content article with its description, from the route table. */
export function ComparisonsPage() {
  return (
    <ContentPage
      title="Voyagent compared"
      intro={
        <p>
          How Voyagent helps at each step of planning a trip, what to check on other travel apps'
          own sites, and guides to planning with AI.
        </p>
      }
      sections={articleIndex().map((group) => ({
        heading: group.heading,
        body: (
          <ul className="article-index">
            {group.routes.map((route) => (
              <li key={route.path}>
                <Link href={route.path}>{route.breadcrumb}</Link>
                <p>{route.description}</p>
              </li>
            ))}
          </ul>
        ),
      }))}
    />
  );
}
