import { useId } from 'react';
import { jsonLdText } from '../blog/postSeo';
import { faqStructuredData } from '../content/articlePages';
import { HOME_FAQ } from './homeFaq';
import styles from './home.module.css';

/**
 * travel.md §2: the FAQ, six questions, each a native disclosure (the kit has none; `details`
 * opens by keyboard and without script), with the FAQPage structured data the articles carry.
 */
export function HomeFaq() {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={styles.section}>
      <h2 id={titleId} className={styles.sectionTitle}>
        Frequently asked questions
      </h2>
      <ul className={styles.faq}>
        {HOME_FAQ.map(({ question, answer }) => (
          <li key={question}>
            <details>
              <summary>{question}</summary>
              <p>{answer}</p>
            </details>
          </li>
        ))}
      </ul>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: jsonLdText(faqStructuredData(HOME_FAQ)) }}
      />
    </section>
  );
}
