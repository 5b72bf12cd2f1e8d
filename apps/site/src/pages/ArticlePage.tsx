import { Link, useLocale } from '@voyagent/ui-kit';
import { useLocation } from 'react-router';
import { useAeoEvents } from '../aeo/useAeoEvents';
import { jsonLdText } from '../blog/postSeo';
import {
  articleAt,
  articleStructuredData,
  faqStructuredData,
  liveTools,
  redirectHref,
} from '../content/articlePages';
import { ContentPage } from '../accountPages/ContentPage';
import { usePageOrigin } from '../prerender/usePageOrigin';
import { pageHead } from '../routes/seoRules';
import { NotFoundPage } from './NotFoundPage';
import '../content/content.css';

const productionOrigin = import.meta.env.VITE_PRODUCTION_ORIGIN || undefined;

/** JSON, not script: jsonLdText escapes `<`, so no text can end the element early. */
function StructuredData({ data }: { data: unknown }) {
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
  );
}

function ArticleDate({ label, day, locale }: { label: string; day: string; locale: string }) {
  const text = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
  return (
    <>
      {label} <time dateTime={day}>{text}</time>
    </>
  );
}

/**
 * The content articles (travel.md §2): the comparisons, the guides, /what-is-voyagent,
 * /how-voyagent-works and /use-cases, each from the one content module (`content/articles.ts`),
 * with its dates, links to the live tools, a FAQ where it has one, and its structured data.
 */
export function ArticlePage() {
  const { pathname, search } = useLocation();
  const { locale } = useLocale();
  const origin = usePageOrigin();
  const page = articleAt(pathname);
  useAeoEvents(page);
  if (!page) return <NotFoundPage />;
  const { route, content } = page;
  const canonical = pageHead(`${origin}${pathname}${search}`, origin, productionOrigin).canonical;
  const tools = liveTools(content);

  return (
    <ContentPage
      title={route.breadcrumb}
      intro={
        <>
          <p>{content.lead}</p>
          <p className="content-page__dates">
            <ArticleDate label="Published" day={content.published} locale={locale} />
            {content.updated !== content.published && (
              <>
                {' · '}
                <ArticleDate label="Updated" day={content.updated} locale={locale} />
              </>
            )}
          </p>
        </>
      }
      sections={content.sections.map((section) => ({
        heading: section.heading,
        body: section.paragraphs.map((paragraph) => <p key={paragraph}>{paragraph}</p>),
      }))}
    >
      {content.compared && (
        <section className="content-page__section" aria-labelledby="article-compared">
          <h2 id="article-compared">{`Questions to check on ${content.compared.name}'s site`}</h2>
          <ul>
            {content.compared.questions.map((question) => (
              <li key={question}>{question}</li>
            ))}
          </ul>
          <p>
            <Link href={redirectHref(content.compared.homepage)}>
              {`Visit ${content.compared.name}'s website`}
            </Link>
          </p>
        </section>
      )}
      {tools.length > 0 && (
        <section className="content-page__section" aria-labelledby="article-tools">
          <h2 id="article-tools">Try it</h2>
          <ul>
            {tools.map((tool) => (
              <li key={tool.path}>
                <Link href={tool.path}>{tool.label}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {content.faq && (
        <section className="content-page__section" aria-labelledby="article-faq">
          <h2 id="article-faq">Frequently asked questions</h2>
          {content.faq.map(({ question, answer }) => (
            <div key={question}>
              <h3>{question}</h3>
              <p>{answer}</p>
            </div>
          ))}
          <StructuredData data={faqStructuredData(content.faq)} />
        </section>
      )}
      <StructuredData data={articleStructuredData(page, canonical)} />
    </ContentPage>
  );
}
