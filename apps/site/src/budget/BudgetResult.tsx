import type { BudgetEstimateAnswer } from '@voyagent/contracts';
import { Banner, Card, Link, Table } from '@voyagent/ui-kit';
import { formatMoney, ratePeriodLine, rateSourceLine } from '../travelTools/currency/currencyForm';
import styles from './budget.module.css';
import {
  budgetSummary,
  CATEGORY_LABELS,
  chartBars,
  priceLevelLine,
  priceLevelSourceLine,
} from './budgetForm';

/** One colour token per category, in the server's order; the table beside names each. */
const BAR_CLASSES = [styles.bar0, styles.bar1, styles.bar2, styles.bar3, styles.bar4];

/**
 * The split as a stacked bar: a picture of the table below it, which carries the same figures for
 * screen readers and anyone who prefers numbers (the SVG is hidden from assistive tech).
 */
function SplitChart({ estimate }: { estimate: BudgetEstimateAnswer }) {
  return (
    <svg
      className={styles.chart}
      viewBox="0 0 100 8"
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
      data-testid="budget-chart"
    >
      {chartBars(estimate).map((bar) => (
        <rect
          key={bar.category}
          className={BAR_CLASSES[bar.index]}
          x={bar.start}
          y={0}
          width={bar.percent}
          height={8}
        />
      ))}
    </svg>
  );
}

/** The estimate: totals, the split (chart and table), the style, the notice and every source. */
export function BudgetResult({
  estimate,
  locale,
  destinationName,
}: {
  estimate: BudgetEstimateAnswer;
  locale: string;
  destinationName: string;
}) {
  const money = (amount: string) =>
    formatMoney(amount, estimate.currency, estimate.minorUnits, locale);
  const { converted } = estimate;
  const perWhom = estimate.basis === 'perPerson' ? 'per traveller' : 'for the party';
  return (
    <Card as="section" aria-labelledby="budget-result-title" className={styles.result}>
      <h2 id="budget-result-title">{`Your budget for ${destinationName}`}</h2>
      <p className={styles.headline} data-testid="budget-daily-total">
        {`${money(estimate.dailyTotal)} a day ${perWhom}`}
      </p>
      <p data-testid="budget-trip-total">
        {`Trip total: ${money(estimate.tripTotal)} (${budgetSummary(estimate)})`}
      </p>
      {converted ? (
        <p data-testid="budget-converted">
          {`In ${converted.currency}: ${formatMoney(converted.dailyTotal, converted.currency, converted.minorUnits, locale)} a day, ${formatMoney(converted.tripTotal, converted.currency, converted.minorUnits, locale)} for the trip (1 ${estimate.currency} = ${converted.rate} ${converted.currency}).`}
        </p>
      ) : (
        <p data-testid="budget-converted">{estimate.conversionNote}</p>
      )}
      <SplitChart estimate={estimate} />
      <Table
        caption="Daily spend by category"
        columns={[
          {
            id: 'category',
            header: 'Category',
            cell: (line) => (
              <span className={styles.legend}>
                <span
                  aria-hidden="true"
                  className={`${styles.swatch} ${BAR_CLASSES[estimate.lines.indexOf(line)] ?? ''}`}
                />
                {CATEGORY_LABELS[line.category]}
              </span>
            ),
          },
          { id: 'entered', header: 'You spend at home', cell: (line) => money(line.entered) },
          {
            id: 'scaled',
            header: `At ${destinationName} prices`,
            cell: (line) => money(line.scaled),
          },
        ]}
        rows={estimate.lines}
        rowKey={(line) => line.category}
      />
      <Banner variant="info" description={estimate.notice} />
      <div className={styles.sources} data-testid="budget-sources">
        <p>{priceLevelLine(estimate, locale)}</p>
        <p>
          <Link href={estimate.priceLevelSource.url} isExternal>
            {priceLevelSourceLine(estimate.priceLevelSource, locale)}
          </Link>
        </p>
        {converted && (
          <p>
            {`${ratePeriodLine(estimate.rateSource, { from: estimate.currency, to: converted.currency, fromPeriod: converted.fromPeriod, toPeriod: converted.toPeriod }, locale)}. `}
            <Link href={estimate.rateSource.url} isExternal>
              {rateSourceLine(estimate.rateSource, locale)}
            </Link>
          </p>
        )}
      </div>
    </Card>
  );
}
