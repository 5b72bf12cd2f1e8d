import {
  MAX_BUDGETS_PAGE,
  type BudgetBasis,
  type BudgetEstimateAnswer,
  type ConvertibleCurrency,
  type TravelStyle,
} from '@voyagent/contracts';
import { PRICE_LEVEL_COUNTRIES } from '@voyagent/travel-data/priceLevels';
import { Banner, Button, Progress, Select, TextField, useLocale } from '@voyagent/ui-kit';
import { useEffect, useState, type FormEvent } from 'react';
import { useAuthStore } from '../auth/authStore';
import { CountryField } from '../budget/CountryField';
import { BudgetResult } from '../budget/BudgetResult';
import styles from '../budget/budget.module.css';
import {
  BASIS_LABELS,
  BUDGET_CATEGORY_ORDER,
  BUDGET_PAGE_TEXTS,
  CATEGORY_LABELS,
  formStateOf,
  readBudgetForm,
  savedBudgetIdOf,
  STYLE_LABELS,
  type BudgetFormState,
} from '../budget/budgetForm';
import { SavedBudgets, type Estimated } from '../budget/SavedBudgets';
import { DestinationComparison } from '../comparison/DestinationComparison';
import { refusalMessage } from '../compensation/compensationForm';
import { backend } from '../firebase/callables';
import { useIsClient } from '../prerender/useIsClient';
import { currencyLabel } from '../travelTools/currency/currencyForm';
import toolStyles from '../travelTools/travelTools.module.css';

type Outcome =
  | { kind: 'idle' }
  | { kind: 'estimating' }
  | ({ kind: 'estimated' } & Estimated)
  | { kind: 'opened'; estimate: BudgetEstimateAnswer; savedAt: string }
  | { kind: 'refused'; message: string };

const options = <Key extends string>(labels: Readonly<Record<Key, string>>) =>
  (Object.keys(labels) as Key[]).map((id) => ({ id, label: labels[id] }));

const INITIAL_FORM: BudgetFormState = {
  home: '',
  destination: '',
  currency: 'USD',
  amounts: { lodging: '', food: '', transport: '', activities: '', other: '' },
  basis: 'perPerson',
  days: '7',
  travellers: '1',
  style: 'midRange',
};

/**
 * /budget, the budget optimiser (issue 13 item 2): the traveller's own daily spend by category at
 * home, scaled by `budget-estimate` with the World Bank price levels of home and destination, the
 * split shown as a chart with its table, every source and date; signed-in travellers save it.
 * `?saved=<id>` (the dashboard's Open link) loads a saved budget into the form, with the figures
 * saved then.
 */
export function BudgetPage() {
  const { locale } = useLocale();
  const [form, setForm] = useState<BudgetFormState>(INITIAL_FORM);
  const [fieldError, setFieldError] = useState<{ field: string; message: string }>();
  const [currencies, setCurrencies] = useState<ConvertibleCurrency[]>();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  // The address is read once the page runs in the browser: the prerendered markup has no query.
  const isClient = useIsClient();
  const savedId = isClient ? savedBudgetIdOf(window.location.search) : undefined;
  const authStatus = useAuthStore((state) => state.status);
  const uid = useAuthStore((state) => state.user?.uid);
  // The saved budget whose load has answered: until then the page says it is opening it.
  const [answeredId, setAnsweredId] = useState<string>();

  useEffect(() => {
    if (!savedId || !uid) return;
    let current = true;
    // One page holds every saved budget: an account keeps at most MAX_BUDGETS_PAGE.
    backend.budgetList({ limit: MAX_BUDGETS_PAGE }).then(
      ({ budgets }) => {
        if (!current) return;
        setAnsweredId(savedId);
        const saved = budgets.find((budget) => budget.id === savedId);
        if (!saved) {
          setOutcome({ kind: 'refused', message: BUDGET_PAGE_TEXTS.notFound });
          return;
        }
        setForm(formStateOf(saved.estimate, locale));
        setOutcome({ kind: 'opened', estimate: saved.estimate, savedAt: saved.createdAt });
      },
      (error: unknown) => {
        if (!current) return;
        setAnsweredId(savedId);
        setOutcome({
          kind: 'refused',
          message: refusalMessage(error, BUDGET_PAGE_TEXTS.openFailed),
        });
      },
    );
    return () => {
      current = false;
    };
  }, [savedId, uid, locale]);
  const opening = savedId !== undefined && uid !== undefined && answeredId !== savedId;

  useEffect(() => {
    let current = true;
    backend.currenciesList({}).then(
      (answer) => current && setCurrencies(answer.currencies),
      // Without the list the field offers the default currency only; the estimate still works.
      () => current && setCurrencies([]),
    );
    return () => {
      current = false;
    };
  }, []);

  const update = (change: Partial<BudgetFormState>) => {
    setForm((previous) => ({ ...previous, ...change }));
    setFieldError(undefined);
  };

  const estimate = async (event: FormEvent) => {
    event.preventDefault();
    const reading = readBudgetForm(form, locale);
    if (!reading.ok) {
      setFieldError({ field: reading.field, message: reading.message });
      return;
    }
    setOutcome({ kind: 'estimating' });
    try {
      const answer = await backend.budgetEstimate(reading.request);
      setOutcome({
        kind: 'estimated',
        request: reading.request,
        estimate: answer,
        saveKey: crypto.randomUUID(),
      });
    } catch (error) {
      setOutcome({
        kind: 'refused',
        message: refusalMessage(error, BUDGET_PAGE_TEXTS.estimateFailed),
      });
    }
  };

  const errorOf = (field: string) => (fieldError?.field === field ? fieldError.message : undefined);
  const currencyItems =
    currencies && currencies.length > 0
      ? currencies.map((currency) => ({ id: currency.code, label: currencyLabel(currency) }))
      : [{ id: form.currency, label: form.currency }];
  const destinationName = (code: string) =>
    new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }).of(code) ?? code;

  return (
    <section className={toolStyles.page} aria-labelledby="budget-title">
      <h1 id="budget-title">Travel Budget Planner</h1>
      <p className={toolStyles.lead}>{BUDGET_PAGE_TEXTS.lead}</p>
      <form className={toolStyles.answer} onSubmit={(event) => void estimate(event)} noValidate>
        <div className={toolStyles.fields}>
          <CountryField
            // Its text is read at mount: a saved budget's answer mounts it again with its country.
            key={answeredId}
            label="Home country"
            codes={PRICE_LEVEL_COUNTRIES}
            value={form.home}
            onChange={(home) => update({ home })}
            errorMessage={form.home === '' ? errorOf('countries') : undefined}
          />
          <CountryField
            key={answeredId}
            label="Destination"
            codes={PRICE_LEVEL_COUNTRIES}
            value={form.destination}
            onChange={(destination) => update({ destination })}
            errorMessage={form.destination === '' ? errorOf('countries') : undefined}
          />
          {currencies === undefined ? (
            <Progress isIndeterminate label="Loading the currencies" />
          ) : (
            <Select
              label="Your currency"
              items={currencyItems}
              selectedKey={form.currency}
              onSelectionChange={(key) => typeof key === 'string' && update({ currency: key })}
            />
          )}
          <Select
            label="Travel style"
            description="Recorded with your budget; it changes no figure."
            items={options(STYLE_LABELS)}
            selectedKey={form.style}
            onSelectionChange={(key) => update({ style: key as TravelStyle })}
          />
          <TextField
            label="Days"
            inputMode="numeric"
            value={form.days}
            onChange={(days) => update({ days })}
            isInvalid={errorOf('days') !== undefined}
            errorMessage={errorOf('days')}
          />
          <TextField
            label="Travellers"
            inputMode="numeric"
            value={form.travellers}
            onChange={(travellers) => update({ travellers })}
            isInvalid={errorOf('travellers') !== undefined}
            errorMessage={errorOf('travellers')}
          />
          <Select
            label="The daily amounts are"
            items={options(BASIS_LABELS)}
            selectedKey={form.basis}
            onSelectionChange={(key) => update({ basis: key as BudgetBasis })}
          />
        </div>
        <fieldset className={styles.amounts}>
          <legend>{`What you spend per day at home, in ${form.currency}`}</legend>
          {BUDGET_CATEGORY_ORDER.map((category) => (
            <TextField
              key={category}
              label={CATEGORY_LABELS[category]}
              inputMode="decimal"
              value={form.amounts[category]}
              onChange={(amount) => update({ amounts: { ...form.amounts, [category]: amount } })}
              isInvalid={errorOf(category) !== undefined}
              errorMessage={errorOf(category)}
            />
          ))}
        </fieldset>
        {fieldError?.field === 'countries' && (
          <Banner variant="danger" description={fieldError.message} />
        )}
        <div className={toolStyles.filters}>
          <Button type="submit" isLoading={outcome.kind === 'estimating'}>
            Estimate budget
          </Button>
        </div>
      </form>
      {savedId && authStatus === 'signed-out' && (
        <Banner variant="info" description={BUDGET_PAGE_TEXTS.signInToOpen} />
      )}
      {opening && <Progress isIndeterminate label="Opening your saved budget" />}
      {outcome.kind === 'estimating' && <Progress isIndeterminate label="Estimating" />}
      {outcome.kind === 'refused' && <Banner variant="danger" description={outcome.message} />}
      {outcome.kind === 'opened' && (
        <Banner
          variant="info"
          description={BUDGET_PAGE_TEXTS.opened(
            new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(
              new Date(outcome.savedAt),
            ),
          )}
        />
      )}
      {(outcome.kind === 'estimated' || outcome.kind === 'opened') && (
        <BudgetResult
          estimate={outcome.estimate}
          locale={locale}
          destinationName={destinationName(outcome.estimate.destination.country)}
        />
      )}
      <SavedBudgets
        estimated={outcome.kind === 'estimated' ? outcome : undefined}
        locale={locale}
      />
      <DestinationComparison />
    </section>
  );
}
