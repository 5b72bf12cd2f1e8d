/** Saved budgets in the database (0023): every query is scoped to one user. */
import type { BudgetEstimateAnswer, SavedBudget } from '@voyagent/contracts';
import { sql, type ColumnType, type Generated, type Kysely } from 'kysely';
import { newestFirstPage } from '../db/pages';
import type { Database, Timestamp } from '../db/schema';

/** One saved budget (0023). */
export interface SavedBudgetsTable {
  id: Generated<string>;
  user_id: string;
  home_country: string;
  destination_country: string;
  currency: string;
  style: BudgetEstimateAnswer['style'];
  basis: BudgetEstimateAnswer['basis'];
  days: number;
  travellers: number;
  estimate: ColumnType<BudgetEstimateAnswer, string, string>;
  created_at: Timestamp;
}

type BudgetDatabase = Database & { saved_budgets: SavedBudgetsTable };

const budgetTables = (db: Kysely<Database>): Kysely<BudgetDatabase> =>
  db.withTables<{ saved_budgets: SavedBudgetsTable }>();

const toSaved = (row: { id: string; estimate: BudgetEstimateAnswer; created_at: Date }) => ({
  id: String(row.id),
  estimate: row.estimate,
  createdAt: row.created_at.toISOString(),
});

/**
 * Saves the estimate under the user unless they already keep `max` budgets (undefined then,
 * nothing saved). The user's rows are locked while counting, so two saves at once cannot both
 * take the last place.
 */
export async function insertBudget(
  db: Kysely<Database>,
  userId: string,
  estimate: BudgetEstimateAnswer,
  max: number,
): Promise<SavedBudget | undefined> {
  return budgetTables(db)
    .transaction()
    .execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(hashtext('saved_budgets'), hashtext(${userId}))`.execute(
        trx,
      );
      const { count } = await trx
        .selectFrom('saved_budgets')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      if (Number(count) >= max) return undefined;
      const row = await trx
        .insertInto('saved_budgets')
        .values({
          user_id: userId,
          home_country: estimate.home.country,
          destination_country: estimate.destination.country,
          currency: estimate.currency,
          style: estimate.style,
          basis: estimate.basis,
          days: estimate.days,
          travellers: estimate.travellers,
          estimate: JSON.stringify(estimate),
        })
        .returning(['id', 'estimate', 'created_at'])
        .executeTakeFirstOrThrow();
      return toSaved(row);
    });
}

/** The user's saved budgets, newest first, one row more than the page (db/pages.ts). */
export async function budgetsPage(
  db: Kysely<Database>,
  userId: string,
  page: { limit: number; offset: number },
): Promise<SavedBudget[]> {
  const rows = await newestFirstPage(
    budgetTables(db)
      .selectFrom('saved_budgets')
      .select(['id', 'estimate', 'created_at'])
      .where('user_id', '=', userId),
    page,
  ).execute();
  return rows.map(toSaved);
}

/** Deletes one of the user's budgets; false when they have none by that id. */
export async function deleteBudget(
  db: Kysely<Database>,
  userId: string,
  id: string,
): Promise<boolean> {
  const result = await budgetTables(db)
    .deleteFrom('saved_budgets')
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
