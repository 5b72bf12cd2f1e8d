/**
 * The budget optimiser (issue 13 item 2): `budget-estimate` (public, pure: the contracts' rule,
 * no database) and the account's saved budgets, `budget-save`, `budget-list`, `budget-delete`
 * (signed in). A saved budget's estimate is computed here from the inputs, never taken from them.
 */
import {
  budgetDelete as deleteContract,
  budgetEstimate as estimateContract,
  budgetList as listContract,
  budgetSave as saveContract,
  estimateBudget,
  MAX_SAVED_BUDGETS,
} from '@voyagent/contracts';
import { HttpsError } from 'firebase-functions/v2/https';
import { getDatabase } from '../db/database';
import { defineCallable } from '../http/defineCallable';
import { pageOf } from '../http/payload';
import { budgetsPage, deleteBudget, insertBudget } from './budgetStore';

/** `budget-estimate` → the traveller's daily amounts scaled by price level, with sources. */
export const budgetEstimate = defineCallable(estimateContract, (request) =>
  estimateBudget(request),
);

/** `budget-save` → the saved budget; refused (resource-exhausted) when the account keeps the most. */
export const budgetSave = defineCallable(saveContract, async (request, { uid }) => {
  const saved = await insertBudget(
    await getDatabase(),
    uid,
    estimateBudget(request),
    MAX_SAVED_BUDGETS,
  );
  if (!saved) throw new HttpsError('resource-exhausted', saveContract.errors.full);
  return saved;
});

/** `budget-list` {limit?, offset?} → the caller's saved budgets, newest first. */
export const budgetList = defineCallable(listContract, async ({ limit, offset }, { uid }) => {
  const page = pageOf(
    await budgetsPage(await getDatabase(), uid, { limit, offset }),
    limit,
    offset,
  );
  return { budgets: page.rows, nextOffset: page.nextOffset };
});

/** `budget-delete` {id} → whether one of the caller's budgets was deleted. */
export const budgetDelete = defineCallable(deleteContract, async ({ id }, { uid }) => ({
  deleted: await deleteBudget(await getDatabase(), uid, id),
}));
