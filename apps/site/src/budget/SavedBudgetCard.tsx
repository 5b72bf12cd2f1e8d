import type { SavedBudget } from '@voyagent/contracts';
import { Button, Card, Link } from '@voyagent/ui-kit';
import { formatMoney } from '../travelTools/currency/currencyForm';
import styles from './budget.module.css';
import { budgetSummary, savedBudgetHref } from './budgetForm';

const countryName = (code: string, locale: string) =>
  new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }).of(code) ?? code;

/**
 * One saved budget: destination and trip total, the day's total, the trip's shape and the save
 * date, with Delete, and on the dashboard an Open link back to /budget with it loaded.
 */
export function SavedBudgetCard({
  budget,
  locale,
  onDelete,
  withOpenLink = false,
}: {
  budget: SavedBudget;
  locale: string;
  onDelete: () => void;
  withOpenLink?: boolean;
}) {
  const saved = budget.estimate;
  const destination = countryName(saved.destination.country, locale);
  return (
    <Card className={styles.savedItem}>
      <div>
        <p>
          <strong>{`${destination}: ${formatMoney(saved.tripTotal, saved.currency, saved.minorUnits, locale)}`}</strong>
        </p>
        <p>{`${formatMoney(saved.dailyTotal, saved.currency, saved.minorUnits, locale)} a day; ${budgetSummary(saved)}; from ${countryName(saved.home.country, locale)}`}</p>
        <p>
          {`Saved ${new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(budget.createdAt))}`}
        </p>
      </div>
      <div className={styles.savedActions}>
        {withOpenLink && (
          <Link
            href={savedBudgetHref(budget.id)}
            variant="standalone"
            aria-label={`Open the budget for ${destination}`}
          >
            Open
          </Link>
        )}
        <Button
          variant="secondary"
          aria-label={`Delete the budget for ${destination}`}
          onPress={onDelete}
        >
          Delete
        </Button>
      </div>
    </Card>
  );
}
