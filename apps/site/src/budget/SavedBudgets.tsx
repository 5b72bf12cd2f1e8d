import type { BudgetEstimateAnswer, SavedBudget } from '@voyagent/contracts';
import { Banner, Button, Progress } from '@voyagent/ui-kit';
import { useEffect, useState } from 'react';
import { useAuthStore } from '../auth/authStore';
import { requestSignIn } from '../auth/requestSignIn';
import { refusalMessage } from '../compensation/compensationForm';
import { backend } from '../firebase/callables';
import styles from './budget.module.css';
import { BUDGET_PAGE_TEXTS } from './budgetForm';
import type { BudgetRequest } from './budgetForm';
import { SavedBudgetCard } from './SavedBudgetCard';

type Listing =
  { kind: 'loading' } | { kind: 'listed'; budgets: SavedBudget[] } | { kind: 'failed' };

type SaveState =
  { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'refused'; message: string };

/** The estimate on the page, with the idempotency key its save sends (one per estimate). */
export interface Estimated {
  request: BudgetRequest;
  estimate: BudgetEstimateAnswer;
  saveKey: string;
}

/**
 * Saving the estimated budget and the account's saved budgets, with delete. Guests are asked to
 * sign in. The save sends the estimate's own idempotency key, so a retried save after a lost
 * answer saves once.
 */
export function SavedBudgets({
  estimated,
  locale,
}: {
  estimated: Estimated | undefined;
  locale: string;
}) {
  const user = useAuthStore((state) => state.user);
  const [listing, setListing] = useState<Listing>({ kind: 'loading' });
  // Kept with the key of the estimate it is about: a newer estimate reads as not saved yet.
  const [saving, setSaving] = useState<{ key: string; state: SaveState }>();
  const [deleteError, setDeleteError] = useState<string>();
  const uid = user?.uid;
  const saveState: SaveState =
    estimated && saving?.key === estimated.saveKey ? saving.state : { kind: 'idle' };

  useEffect(() => {
    if (!uid) return;
    let current = true;
    backend.budgetList({}).then(
      ({ budgets }) => current && setListing({ kind: 'listed', budgets }),
      () => current && setListing({ kind: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [uid]);

  if (!user) {
    return (
      <section aria-labelledby="saved-budgets-title" className={styles.result}>
        <h2 id="saved-budgets-title">Saved budgets</h2>
        <p>{BUDGET_PAGE_TEXTS.signInToSave}</p>
        <div>
          <Button onPress={() => requestSignIn()}>Sign in to save</Button>
        </div>
      </section>
    );
  }

  const save = async ({ request, saveKey }: Estimated) => {
    const setSaveState = (state: SaveState) => setSaving({ key: saveKey, state });
    setSaveState({ kind: 'saving' });
    try {
      const saved = await backend.budgetSave({ ...request, idempotencyKey: saveKey });
      setSaveState({ kind: 'saved' });
      setListing((previous) => ({
        kind: 'listed',
        budgets: [
          saved,
          ...(previous.kind === 'listed' ? previous.budgets : []).filter(
            (budget) => budget.id !== saved.id,
          ),
        ],
      }));
    } catch (error) {
      setSaveState({
        kind: 'refused',
        message:
          (error as { code?: string }).code === 'functions/resource-exhausted'
            ? ((error as { message?: string }).message ?? BUDGET_PAGE_TEXTS.saveFailed)
            : refusalMessage(error, BUDGET_PAGE_TEXTS.saveFailed),
      });
    }
  };

  const remove = async (id: string) => {
    setDeleteError(undefined);
    try {
      await backend.budgetDelete({ id, idempotencyKey: crypto.randomUUID() });
      setListing((previous) =>
        previous.kind === 'listed'
          ? { kind: 'listed', budgets: previous.budgets.filter((budget) => budget.id !== id) }
          : previous,
      );
    } catch (error) {
      setDeleteError(refusalMessage(error, BUDGET_PAGE_TEXTS.deleteFailed));
    }
  };

  return (
    <section aria-labelledby="saved-budgets-title" className={styles.result}>
      <h2 id="saved-budgets-title">Saved budgets</h2>
      {estimated && (
        <div>
          <Button
            onPress={() => void save(estimated)}
            isLoading={saveState.kind === 'saving'}
            isDisabled={saveState.kind === 'saved'}
          >
            {saveState.kind === 'saved' ? 'Budget saved' : 'Save budget'}
          </Button>
        </div>
      )}
      {saveState.kind === 'refused' && <Banner variant="danger" description={saveState.message} />}
      {deleteError && <Banner variant="danger" description={deleteError} />}
      {listing.kind === 'loading' && <Progress isIndeterminate label="Loading your budgets" />}
      {listing.kind === 'failed' && (
        <Banner variant="danger" description={BUDGET_PAGE_TEXTS.listFailed} />
      )}
      {listing.kind === 'listed' && listing.budgets.length === 0 && (
        <p>{BUDGET_PAGE_TEXTS.noSaved}</p>
      )}
      {listing.kind === 'listed' && listing.budgets.length > 0 && (
        <ul className={styles.saved} data-testid="saved-budgets">
          {listing.budgets.map((budget) => (
            <li key={budget.id}>
              <SavedBudgetCard
                budget={budget}
                locale={locale}
                onDelete={() => void remove(budget.id)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
