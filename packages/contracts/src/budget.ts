/**
 * The budget optimiser (issue 13 item 2): `budget-estimate` (public, pure: the rule of
 * budgetRules.ts, which the assistant's tool calls too) and the account's saved budgets,
 * `budget-save`, `budget-list`, `budget-delete` (signed in). A saved budget keeps the inputs and
 * the estimate the server computed from them, never one the client sent.
 */
import { z } from 'zod';
import {
  BUDGET_BASES,
  BUDGET_CATEGORIES,
  BUDGET_TEXTS,
  budgetInputProblem,
  TRAVEL_STYLES,
  type BudgetCategory,
  type BudgetInput,
} from './budgetRules';
import { defineCallableContract } from './contract';
import { rateSource } from './currency';
import { FUNCTION_NAMES } from './names';
import { isoTimestamp, nextOffset, pageFields, requestObject } from './payload';

export * from './budgetRules';

/** How many budgets one account keeps: the list is for trips being planned, not an archive. */
export const MAX_SAVED_BUDGETS = 50;
export const MAX_BUDGETS_PAGE = 50;

export const SAVED_BUDGET_TEXTS = {
  signIn: 'Please sign in to save your budgets.',
  full: `You can keep up to ${MAX_SAVED_BUDGETS} saved budgets: delete one to save another.`,
  id: 'id must be the id of one of your saved budgets.',
} as const;

const countryField = (field: 'home' | 'destination') =>
  z
    .string({ error: BUDGET_TEXTS.country(field) })
    .trim()
    .toUpperCase();

const amountField = (category: BudgetCategory) =>
  z.number({ error: BUDGET_TEXTS.amount(category) });

const BUDGET_REQUEST =
  'Send {home, destination, currency, daily: {lodging, food, transport, activities, other}, basis, days, travellers, style}.';

const budgetShape = {
  home: countryField('home'),
  destination: countryField('destination'),
  currency: z.string({ error: BUDGET_TEXTS.currency }).trim().toUpperCase(),
  daily: z.strictObject(
    Object.fromEntries(BUDGET_CATEGORIES.map((category) => [category, amountField(category)])) as {
      [Category in BudgetCategory]: z.ZodNumber;
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `daily: unexpected field ${issue.keys.join(', ')}. Use lodging, food, transport, activities and other.`
          : 'daily must be {lodging, food, transport, activities, other}: an amount per day for each.',
    },
  ),
  basis: z.enum(BUDGET_BASES, { error: BUDGET_TEXTS.basis }),
  days: z.number({ error: BUDGET_TEXTS.days }),
  travellers: z.number({ error: BUDGET_TEXTS.travellers }),
  style: z.enum(TRAVEL_STYLES, { error: BUDGET_TEXTS.style }),
};

/** Refuses with the rule's own texts, at the field the rule names. */
function checkBudget(input: BudgetInput, context: z.core.$RefinementCtx) {
  const problem = budgetInputProblem(input);
  if (problem) {
    context.addIssue({ code: 'custom', path: problem.field.split('.'), message: problem.message });
  }
}

/** The estimate request, as `budget-estimate` and `budget-save` take it. */
export const budgetRequest = requestObject(budgetShape, BUDGET_REQUEST).superRefine(checkBudget);

const priceLevelFigure = z.strictObject({
  country: z.string(),
  ratio: z.string(),
  shown: z.string(),
  year: z.number().int(),
});

export const budgetEstimateAnswer = z.strictObject({
  home: priceLevelFigure,
  destination: priceLevelFigure,
  ratio: z.string(),
  currency: z.string(),
  minorUnits: z.number().int().nonnegative(),
  style: z.enum(TRAVEL_STYLES),
  basis: z.enum(BUDGET_BASES),
  days: z.number().int().positive(),
  travellers: z.number().int().positive(),
  lines: z.array(
    z.strictObject({
      category: z.enum(BUDGET_CATEGORIES),
      entered: z.string(),
      scaled: z.string(),
    }),
  ),
  dailyTotal: z.string(),
  tripTotal: z.string(),
  converted: z
    .strictObject({
      currency: z.string(),
      minorUnits: z.number().int().nonnegative(),
      dailyTotal: z.string(),
      tripTotal: z.string(),
      rate: z.string(),
      fromPeriod: z.string(),
      toPeriod: z.string(),
    })
    .nullable(),
  conversionNote: z.string().nullable(),
  rateSource,
  priceLevelSource: z.strictObject({
    label: z.string(),
    url: z.string(),
    licence: z.string(),
    updatedOn: z.string(),
  }),
  notice: z.string(),
});
export type BudgetEstimateAnswer = z.infer<typeof budgetEstimateAnswer>;

/** `budget-estimate` {home, destination, currency, daily, basis, days, travellers, style}. */
export const budgetEstimate = defineCallableContract({
  name: FUNCTION_NAMES.budgetEstimate,
  access: 'public',
  request: budgetRequest,
  response: budgetEstimateAnswer,
  errors: BUDGET_TEXTS,
});

export const savedBudget = z.strictObject({
  id: z.string(),
  createdAt: isoTimestamp,
  estimate: budgetEstimateAnswer,
});
export type SavedBudget = z.infer<typeof savedBudget>;

/**
 * `budget-save` {the estimate request} → the saved budget, its estimate recomputed here. Past
 * MAX_SAVED_BUDGETS it is refused (resource-exhausted) and nothing is saved.
 */
export const budgetSave = defineCallableContract({
  name: FUNCTION_NAMES.budgetSave,
  access: 'signedIn',
  replayable: true,
  signInMessage: SAVED_BUDGET_TEXTS.signIn,
  request: budgetRequest,
  response: savedBudget,
  errors: { ...BUDGET_TEXTS, ...SAVED_BUDGET_TEXTS },
});

/** `budget-list` {limit?, offset?} → the caller's saved budgets, newest first. */
export const budgetList = defineCallableContract({
  name: FUNCTION_NAMES.budgetList,
  access: 'signedIn',
  signInMessage: SAVED_BUDGET_TEXTS.signIn,
  request: requestObject(pageFields(MAX_BUDGETS_PAGE, 20), 'Send {limit?, offset?}.'),
  response: z.strictObject({ budgets: z.array(savedBudget), nextOffset }),
  errors: {},
});

/** `budget-delete` {id} → whether a budget of the caller's was deleted (false: none by that id). */
export const budgetDelete = defineCallableContract({
  name: FUNCTION_NAMES.budgetDelete,
  access: 'signedIn',
  replayable: true,
  signInMessage: SAVED_BUDGET_TEXTS.signIn,
  request: requestObject(
    {
      id: z
        .string({ error: SAVED_BUDGET_TEXTS.id })
        .regex(/^[1-9][0-9]{0,17}$/, SAVED_BUDGET_TEXTS.id),
    },
    'Send {id}: the id of a saved budget.',
  ),
  response: z.strictObject({ deleted: z.boolean() }),
  errors: SAVED_BUDGET_TEXTS,
});
