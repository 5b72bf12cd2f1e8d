import type { Contracts, ConvertibleCurrency, ResponseOf } from '@voyagent/contracts';
import {
  Banner,
  Button,
  Card,
  Link,
  Progress,
  Select,
  Table,
  TextField,
  useLocale,
} from '@voyagent/ui-kit';
import {
  useCallback,
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  type FormEvent,
} from 'react';
import { refreshAccount } from '../account/accountStore';
import { deviceFingerprint } from '../account/deviceFingerprint';
import { useAuthStore } from '../auth/authStore';
import { backend } from '../firebase/callables';
import { usePageOrigin } from '../prerender/usePageOrigin';
import {
  currencyLabel,
  formatMoney,
  ratePeriodLine,
  rateSourceLine,
} from '../travelTools/currency/currencyForm';
import {
  allocateConverted,
  checkTripCost,
  EMPTY_TRIP_COST_FORM,
  SPLIT_PARTS,
  splitPercentages,
  tripSplit,
  type Split,
  type SplitPart,
  type MinorUnitsOf,
  type TripCostField,
  type TripCostForm,
} from './tripCost';
import { decodeTripCostQuery, tripCostLink } from './tripCostQuery';
import styles from './TripCostCalculator.module.css';

type Conversion = ResponseOf<Contracts['currency-convert']>;

export const CALCULATOR_TEXTS = {
  title: 'Travel Calculator',
  lead: 'Add up flights, lodging and daily spending for your party, and see the split in the currency you choose.',
  listFailed:
    'The currency list is unavailable right now, so the trip is priced in the currency you entered.',
  convertFailed: (currency: string) =>
    `The conversion is unavailable right now, so the trip is shown in ${currency}.`,
  copied: 'Link copied',
  copyFailed: 'Copying failed: copy this link instead:',
} as const;

const PART_LABELS: Record<SplitPart, string> = {
  flights: 'Flights',
  lodging: 'Lodging',
  dailySpend: 'Daily spend',
};

type Outcome =
  | { kind: 'idle' }
  | { kind: 'calculating' }
  | {
      kind: 'done';
      form: TripCostForm;
      entered: Split;
      /** The split in `form.showIn`, or null when the conversion failed. */
      shown: Split | null;
      shownMinorUnits: number;
      conversion: Conversion | null;
      /** Why the trip is not shown in the chosen currency, when it is not. */
      notice: string | null;
    };

/** The converter's own sentence where it speaks to people (the daily cap), else ours. */
function conversionRefusal(error: unknown, currency: string): string {
  const { code, message } = error as { code?: string; message?: string };
  if (code === 'functions/resource-exhausted' && message) return message;
  return CALCULATOR_TEXTS.convertFailed(currency);
}

/** ISO 4217 minor units as the browser's Intl knows them, for when the list could not load. */
function intlMinorUnits(code: string): number | undefined {
  if (!/^[A-Z]{3}$/.test(code)) return undefined;
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions()
      .maximumFractionDigits;
  } catch {
    return undefined;
  }
}

/** Minor units by code: from the converter's list, or the browser's Intl when it failed to load. */
function minorUnitsIn(catalogue: ConvertibleCurrency[] | 'failed' | null): MinorUnitsOf {
  return (code) =>
    Array.isArray(catalogue)
      ? catalogue.find((currency) => currency.code === code)?.minorUnits
      : intlMinorUnits(code);
}

/** A link's fields over the empty form; codes the converter does not know are ignored. */
function formFromLink(fromLink: Partial<TripCostForm>, minorUnitsOf: MinorUnitsOf): TripCostForm {
  const knownOr = (code: string | undefined, fallback: string) =>
    code !== undefined && minorUnitsOf(code) !== undefined ? code : fallback;
  return {
    ...EMPTY_TRIP_COST_FORM,
    ...fromLink,
    currency: knownOr(fromLink.currency, EMPTY_TRIP_COST_FORM.currency),
    showIn: knownOr(fromLink.showIn, EMPTY_TRIP_COST_FORM.showIn),
  };
}

/**
 * The travel calculator (issue 17 item 2): flights, nights × lodging per night × rooms and daily
 * spend × days × travellers in one currency, shown in another through `currency-convert` (one
 * counted conversion, of the total), with the split as a chart and a table and a link that
 * reopens the same inputs. On /travel-calculator it reads that link (`readsLink`); on the home
 * page it starts empty.
 */
export function TripCostCalculator({
  headingLevel,
  readsLink = false,
}: {
  headingLevel: 1 | 2;
  readsLink?: boolean;
}) {
  const { locale } = useLocale();
  const user = useAuthStore((state) => state.user);
  const origin = usePageOrigin();
  const id = useId();
  const [catalogue, setCatalogue] = useState<ConvertibleCurrency[] | 'failed' | null>(null);
  const [form, setForm] = useState<TripCostForm>(EMPTY_TRIP_COST_FORM);
  const [errors, setErrors] = useState<Partial<Record<TripCostField, string>>>({});
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const latestCalculation = useRef(0);

  const minorUnitsOf = minorUnitsIn(catalogue);

  const calculate = useCallback(
    async (inputs: TripCostForm, minorUnitsOf: MinorUnitsOf) => {
      const calculation = ++latestCalculation.current;
      const check = checkTripCost(inputs, minorUnitsOf, locale);
      if (!check.ok) {
        setErrors(check.errors);
        setOutcome({ kind: 'idle' });
        return;
      }
      setErrors({});
      const entered = tripSplit(check.trip, minorUnitsOf(inputs.currency) ?? 2);
      const shownMinorUnits = minorUnitsOf(inputs.showIn) ?? 2;
      const done = { kind: 'done', form: inputs, entered, shownMinorUnits } as const;
      if (inputs.showIn === inputs.currency) {
        setOutcome({ ...done, shown: entered, conversion: null, notice: null });
        return;
      }
      if (Number(entered.total) === 0) {
        const shown = allocateConverted(entered, '0', shownMinorUnits);
        setOutcome({ ...done, shown, conversion: null, notice: null });
        return;
      }
      setOutcome({ kind: 'calculating' });
      let answer: Omit<Extract<Outcome, { kind: 'done' }>, keyof typeof done>;
      try {
        const fingerprint = user ? {} : { fingerprint_hash: await deviceFingerprint() };
        const conversion = await backend.currencyConvert({
          amount: Number(entered.total),
          from: inputs.currency,
          to: inputs.showIn,
          ...fingerprint,
        });
        const shown = allocateConverted(entered, conversion.amount, conversion.minorUnits);
        answer = { shown, conversion, notice: conversion.notice };
      } catch (error) {
        answer = {
          shown: null,
          conversion: null,
          notice: conversionRefusal(error, inputs.currency),
        };
      }
      if (calculation === latestCalculation.current) setOutcome({ ...done, ...answer });
      void refreshAccount(user);
    },
    [locale, user],
  );

  // A shared link is opened once the currencies are known (the prerendered markup has no query).
  const openLink = useEffectEvent((list: ConvertibleCurrency[] | 'failed') => {
    if (!readsLink) return;
    const fromLink = decodeTripCostQuery(window.location.search);
    if (Object.keys(fromLink).length === 0) return;
    const opened = formFromLink(fromLink, minorUnitsIn(list));
    setForm(opened);
    void calculate(opened, minorUnitsIn(list));
  });

  useEffect(() => {
    let current = true;
    const loaded = (list: ConvertibleCurrency[] | 'failed') => {
      if (!current) return;
      setCatalogue(list);
      openLink(list);
    };
    backend.currenciesList({}).then(
      (answer) => loaded(answer.currencies),
      () => loaded('failed'),
    );
    return () => {
      current = false;
    };
  }, []);

  const update = (field: keyof TripCostForm, value: string) => {
    setForm((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) =>
      Object.fromEntries(Object.entries(previous).filter(([key]) => key !== field)),
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void calculate(form, minorUnitsOf);
  };

  const currencyItems = Array.isArray(catalogue)
    ? catalogue.map((currency) => ({ id: currency.code, label: currencyLabel(currency) }))
    : [...new Set([form.currency, form.showIn])].map((code) => ({ id: code, label: code }));
  const currencyPicker = (field: 'currency' | 'showIn', label: string) => (
    <Select
      label={label}
      items={currencyItems}
      selectedKey={form[field]}
      onSelectionChange={(key) => {
        if (typeof key === 'string') update(field, key);
      }}
      isInvalid={errors[field] !== undefined}
      errorMessage={errors[field]}
    />
  );
  const field = (
    name: Exclude<TripCostField, 'currency' | 'showIn'>,
    label: string,
    inputMode: 'decimal' | 'numeric',
  ) => (
    <TextField
      label={label}
      inputMode={inputMode}
      value={form[name]}
      onChange={(value) => update(name, value)}
      isInvalid={errors[name] !== undefined}
      errorMessage={errors[name]}
    />
  );

  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const Subheading = headingLevel === 1 ? 'h2' : 'h3';
  return (
    <section className={styles.calculator} aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`}>{CALCULATOR_TEXTS.title}</Heading>
      <p className={styles.lead}>{CALCULATOR_TEXTS.lead}</p>
      {catalogue === 'failed' && (
        <Banner variant="warning" description={CALCULATOR_TEXTS.listFailed} />
      )}
      <form onSubmit={submit} noValidate className={styles.result}>
        <div className={styles.fields}>
          {currencyPicker('currency', 'Amounts in')}
          {field('travellers', 'Travellers', 'numeric')}
          {field('flights', 'Flights', 'decimal')}
          <Select
            label="Flights cost is"
            items={[
              { id: 'traveller', label: 'Per traveller' },
              { id: 'total', label: 'For the whole party' },
            ]}
            selectedKey={form.flightsBasis}
            onSelectionChange={(key) => {
              if (key === 'total' || key === 'traveller') update('flightsBasis', key);
            }}
          />
          {field('nights', 'Nights', 'numeric')}
          {field('lodgingPerNight', 'Lodging per night (per room)', 'decimal')}
          {field('rooms', 'Rooms', 'numeric')}
          {field('dailySpend', 'Daily spend per traveller', 'decimal')}
          {field('days', 'Days', 'numeric')}
          {currencyPicker('showIn', 'Show in')}
        </div>
        <div className={styles.actions}>
          <Button type="submit" isDisabled={catalogue === null || outcome.kind === 'calculating'}>
            Calculate
          </Button>
        </div>
      </form>
      {outcome.kind === 'calculating' && <Progress isIndeterminate label="Calculating" />}
      {outcome.kind === 'done' && (
        <TripCostResult
          outcome={outcome}
          link={tripCostLink(origin, outcome.form)}
          locale={locale}
          Subheading={Subheading}
        />
      )}
    </section>
  );
}

function TripCostResult({
  outcome,
  link,
  locale,
  Subheading,
}: {
  outcome: Extract<Outcome, { kind: 'done' }>;
  link: string;
  locale: string;
  Subheading: 'h2' | 'h3';
}) {
  const id = useId();
  const { form, entered, shown, conversion, notice } = outcome;
  const split = shown ?? entered;
  const currency = shown ? form.showIn : form.currency;
  const minorUnits = shown ? outcome.shownMinorUnits : (entered.total.split('.')[1]?.length ?? 0);
  const enteredMinorUnits = entered.total.split('.')[1]?.length ?? 0;
  const money = (amount: string) => formatMoney(amount, currency, minorUnits, locale);
  const enteredMoney = (amount: string) =>
    formatMoney(amount, form.currency, enteredMinorUnits, locale);
  const converted = currency !== form.currency;
  const percent = splitPercentages(split);
  const rows = SPLIT_PARTS.map((part) => ({ part, amount: split[part], entered: entered[part] }));

  return (
    <Card as="section" aria-labelledby={`${id}-result`} className={styles.result}>
      <Subheading id={`${id}-result`}>Trip cost</Subheading>
      {notice && <Banner variant="warning" description={notice} />}
      <p className={styles.total} data-testid="trip-total" aria-live="polite">
        {`Total: ${money(split.total)}`}
      </p>
      {converted && <p className={styles.note}>{`Entered as ${enteredMoney(entered.total)}.`}</p>}
      {conversion && (
        <p className={styles.note} data-testid="trip-rate">
          {`1 ${conversion.from} = ${conversion.rate} ${conversion.to}. ${ratePeriodLine(conversion.source, conversion, locale)}. `}
          <Link href={conversion.source.url} isExternal>
            {rateSourceLine(conversion.source, locale)}
          </Link>
        </p>
      )}
      <SplitChart
        percent={percent}
        description={SPLIT_PARTS.map((part) => `${PART_LABELS[part]} ${percent[part]}%`).join(', ')}
      />
      <Table
        caption={`The trip's cost by part, in ${currency}`}
        rowKey={(row) => row.part}
        rows={rows}
        columns={[
          {
            id: 'part',
            header: 'Part',
            cell: (row) => (
              <>
                <span className={`${styles.swatch} ${styles[row.part]}`} aria-hidden="true" />
                {PART_LABELS[row.part]}
              </>
            ),
          },
          { id: 'amount', header: `Amount (${currency})`, cell: (row) => money(row.amount) },
          { id: 'share', header: 'Share', cell: (row) => `${percent[row.part]}%` },
          ...(converted
            ? [
                {
                  id: 'entered',
                  header: `Entered (${form.currency})`,
                  cell: (row: (typeof rows)[number]) => enteredMoney(row.entered),
                },
              ]
            : []),
        ]}
      />
      <CopyLink key={link} link={link} />
    </Card>
  );
}

/** The split as one stacked bar; the table beside it carries the figures for every reader. */
function SplitChart({
  percent,
  description,
}: {
  percent: Record<SplitPart, number>;
  description: string;
}) {
  const titleId = useId();
  const bars = SPLIT_PARTS.map((part, index) => ({
    part,
    x: SPLIT_PARTS.slice(0, index).reduce((sum, before) => sum + percent[before], 0),
  }));
  return (
    <svg
      className={styles.chart}
      viewBox="0 0 100 8"
      preserveAspectRatio="none"
      role="img"
      aria-labelledby={titleId}
    >
      <title id={titleId}>{`Split of the trip's cost: ${description}`}</title>
      <rect className={styles.track} x="0" y="0" width="100" height="8" />
      {bars.map(({ part, x }) => (
        <rect
          key={part}
          className={styles[part]}
          x={x}
          y="0"
          width={Math.max(0, Math.min(percent[part], 100 - x))}
          height="8"
        />
      ))}
    </svg>
  );
}

function CopyLink({ link }: { link: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <div className={styles.actions}>
      <Button variant="secondary" onPress={() => void copy()}>
        Copy link
      </Button>
      <p className={styles.note} role="status">
        {state === 'copied' && CALCULATOR_TEXTS.copied}
        {state === 'failed' && (
          <>
            {`${CALCULATOR_TEXTS.copyFailed} `}
            <span className={styles.link}>{link}</span>
          </>
        )}
      </p>
    </div>
  );
}

/** The home page's section (travel.md §2: the travel calculator on the home page). */
export function HomeTripCostCalculator() {
  return <TripCostCalculator headingLevel={2} />;
}
