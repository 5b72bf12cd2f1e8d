import { MAX_BUDGETS_PAGE, type SavedBudget } from '@voyagent/contracts';
import { Banner, Button, useLocale } from '@voyagent/ui-kit';
import { useEffect, useState } from 'react';
import { refusalMessage } from '../compensation/compensationForm';
import { backend } from '../firebase/callables';
import { BUDGET_PAGE_TEXTS } from './budgetForm';
import { SavedBudgetCard } from './SavedBudgetCard';

type ListState =
  { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; budgets: SavedBudget[] };

/** One page holds them all: an account keeps at most MAX_SAVED_BUDGETS (= MAX_BUDGETS_PAGE). */
async function loadBudgets(): Promise<ListState> {
  try {
    const { budgets } = await backend.budgetList({ limit: MAX_BUDGETS_PAGE });
    return { kind: 'ready', budgets };
  } catch {
    return { kind: 'failed' };
  }
}

/**
 * The dashboard's saved budgets (issue 13 item 2), newest first: each opens on /budget with its
 * figures loaded, or is deleted here.
 */
export function SavedBudgetsSection() {
  const { locale } = useLocale();
  const [state, setState] = useState<ListState>({ kind: 'loading' });
  const [deleteError, setDeleteError] = useState<string>();

  useEffect(() => {
    let active = true;
    void loadBudgets().then((loaded) => {
      if (active) setState(loaded);
    });
    return () => {
      active = false;
    };
  }, []);

  const remove = async (id: string) => {
    setDeleteError(undefined);
    try {
      await backend.budgetDelete({ id, idempotencyKey: crypto.randomUUID() });
      setState((previous) =>
        previous.kind === 'ready'
          ? { kind: 'ready', budgets: previous.budgets.filter((budget) => budget.id !== id) }
          : previous,
      );
    } catch (error) {
      setDeleteError(refusalMessage(error, BUDGET_PAGE_TEXTS.deleteFailed));
    }
  };

  return (
    <section className="account-page__section" aria-labelledby="saved-budgets-title">
      <h2 id="saved-budgets-title">{BUDGET_PAGE_TEXTS.savedHeading}</h2>
      {state.kind === 'loading' && <p role="status">Loading...</p>}
      {state.kind === 'failed' && (
        <Banner
          variant="danger"
          description={BUDGET_PAGE_TEXTS.listFailed}
          action={
            <Button size="sm" variant="secondary" onPress={() => void loadBudgets().then(setState)}>
              Try again
            </Button>
          }
        />
      )}
      {deleteError && <Banner variant="danger" description={deleteError} />}
      {state.kind === 'ready' && state.budgets.length === 0 && <p>{BUDGET_PAGE_TEXTS.noSaved}</p>}
      {state.kind === 'ready' && state.budgets.length > 0 && (
        <ul className="account-page__list" data-testid="dashboard-saved-budgets">
          {state.budgets.map((budget) => (
            <li key={budget.id}>
              <SavedBudgetCard
                budget={budget}
                locale={locale}
                onDelete={() => void remove(budget.id)}
                withOpenLink
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
