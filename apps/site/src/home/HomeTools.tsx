import { marketingFigures } from '@voyagent/contracts/content';
import { TRIAL_DAYS } from '@voyagent/contracts/names';
import { Badge } from '@voyagent/ui-kit';
import { useId } from 'react';
import { Link } from 'react-router';
import { cx } from './cx';
import { mainTools, moreTools } from './homeRules';
import styles from './home.module.css';

/** travel.md §2 (mobile home): the AI-powered badges under the hero, figures from the content file. */
export function HomeBadges() {
  return (
    <ul className={cx(styles.badges, styles.mobileOnly)} aria-label="Highlights">
      <li>
        <Badge variant="promo">AI-powered planning</Badge>
      </li>
      <li>
        <Badge variant="info">{marketingFigures.languages} languages</Badge>
      </li>
      <li>
        <Badge variant="info">{marketingFigures.countries} countries</Badge>
      </li>
      <li>
        <Badge variant="success">{TRIAL_DAYS}-day free trial</Badge>
      </li>
    </ul>
  );
}

/**
 * travel.md §2: the main tools, as feature tiles with their description on desktop and compact
 * tiles on mobile, which also lists every other tool under them.
 */
export function HomeTools() {
  const titleId = useId();
  const moreId = useId();
  const more = moreTools();
  return (
    <section aria-labelledby={titleId} className={styles.section}>
      <h2 id={titleId} className={styles.sectionTitle}>
        Everything for your trip
      </h2>
      <ul className={styles.tiles}>
        {mainTools().map((tool) => (
          <li key={tool.path}>
            <Link to={tool.path} className={styles.tile}>
              <span className={styles.tileLabel}>{tool.label}</span>
              <span className={styles.tileDescription}>{tool.description}</span>
            </Link>
          </li>
        ))}
      </ul>
      {more.length > 0 && (
        <div className={styles.mobileOnly}>
          <h3 id={moreId}>More tools</h3>
          <ul className={styles.moreTools} aria-labelledby={moreId}>
            {more.map((tool) => (
              <li key={tool.path}>
                <Link to={tool.path}>{tool.label}</Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
