import type { CompensationEstimateAnswer } from '@voyagent/contracts';
import { Badge, Banner, Card, Link } from '@voyagent/ui-kit';
import styles from '../travelTools/travelTools.module.css';
import { formatDollars, formatEuros, formatKilometres } from './compensationForm';

const STATUS_BADGES = {
  eligible: { label: 'Likely eligible', variant: 'success' },
  unknown: { label: 'Depends on the airline', variant: 'warning' },
  not_eligible: { label: 'Not eligible', variant: 'danger' },
} as const;

/** The server's estimate: amount, distance and band, the reason, the notes and every citation. */
export function EstimateResult({
  estimate,
  locale,
}: {
  estimate: CompensationEstimateAnswer;
  locale: string;
}) {
  const badge = STATUS_BADGES[estimate.status];
  const { from, to, usd } = estimate;
  return (
    <Card as="section" aria-labelledby="estimate-title" className={styles.answer}>
      <h2 id="estimate-title">Your estimate</h2>
      <p>
        <Badge variant={badge.variant}>{badge.label}</Badge>
      </p>
      {estimate.amountEur !== null && (
        <p className={styles.headline} data-testid="compensation-amount">
          {formatEuros(estimate.amountEur, locale)}
        </p>
      )}
      <p data-testid="compensation-reason" aria-live="polite">
        {estimate.reason}
      </p>
      <dl className={styles.numbers}>
        <dt>Flight</dt>
        <dd>{`${from.city || from.name} (${from.code}), ${from.countryName} → ${to.city || to.name} (${to.code}), ${to.countryName}`}</dd>
        <dt>Distance</dt>
        <dd data-testid="compensation-distance">
          {`${formatKilometres(estimate.distanceKm, locale)} (great-circle)`}
        </dd>
        <dt>Band</dt>
        <dd>{`Article ${estimate.band}: ${estimate.bandLabel}, ${formatEuros(estimate.fullAmountEur, locale)}`}</dd>
        {estimate.reductionApplied && (
          <>
            <dt>Reduction</dt>
            <dd>The airline may halve the amount for this arrival delay (Article 7(2)).</dd>
          </>
        )}
        {usd && estimate.amountEur !== null && (
          <>
            <dt>In US dollars</dt>
            <dd>
              {`About ${formatDollars(usd.amount, locale)} at the ${usd.period} average rate. `}
              <Link href={usd.sourceUrl} isExternal>
                {`Source: ${usd.sourceName}, updated ${usd.updatedOn}`}
              </Link>
            </dd>
          </>
        )}
      </dl>
      {estimate.notes.map((note) => (
        <Banner key={note} variant="info" description={note} />
      ))}
      <section aria-labelledby="citations-title">
        <h3 id="citations-title">The rules applied</h3>
        <ul className={styles.list}>
          {estimate.citations.map((citation) => (
            <li key={citation.rule} className={styles.source}>
              <Link href={citation.url} isExternal>
                {citation.rule}
              </Link>
              {`: ${citation.text}`}
            </li>
          ))}
        </ul>
        <p className={styles.source} data-testid="compensation-area-source">
          {`Where EU261 applies: ${estimate.areaSource}`}
        </p>
      </section>
    </Card>
  );
}
