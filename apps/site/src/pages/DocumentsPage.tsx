import type { VisaCheckAnswer } from '@voyagent/contracts';
import { VISA_COUNTRIES } from '@voyagent/travel-data/visa';
import { Banner, Card, Combobox, Link, Progress, useLocale } from '@voyagent/ui-kit';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { backend } from '../firebase/callables';
import { type CountryOption, countryOptions, findCountries } from '../travelTools/countries';
import { formatDataDate, visaHeadline } from '../travelTools/visaAnswer';
import styles from '../travelTools/travelTools.module.css';

type Outcome = { kind: 'answered'; answer: VisaCheckAnswer } | { kind: 'refused'; message: string };
type Check = { kind: 'idle' } | { kind: 'checking' } | Outcome;

type Side = 'passport' | 'destination';

const FAILED = 'The visa check is unavailable right now. Please try again.';

/**
 * /documents, the visa checker (issue 13 item 3): a passport and a destination, chosen from the
 * dataset's countries and kept in the address (`?passport=FR&destination=JP`, shareable), answered
 * by `visa-check` with the dataset's date and source and the embassy notice.
 */
export function DocumentsPage() {
  const { locale } = useLocale();
  const options = useMemo(() => countryOptions(VISA_COUNTRIES, locale), [locale]);
  const [params, setParams] = useSearchParams();
  const passport = params.get('passport') ?? '';
  const destination = params.get('destination') ?? '';
  const pair = passport !== '' && destination !== '' ? `${passport}>${destination}` : '';
  // The outcome is kept with the pair it answers, so a newer pair reads as still checking.
  const [outcome, setOutcome] = useState<{ pair: string; outcome: Outcome }>();

  useEffect(() => {
    if (pair === '') return;
    let current = true;
    backend.visaCheck({ passport, destination }).then(
      (answer) => {
        if (current) setOutcome({ pair, outcome: { kind: 'answered', answer } });
      },
      (error: unknown) => {
        if (!current) return;
        const { code, message } = error as { code?: string; message?: string };
        setOutcome({
          pair,
          outcome: {
            kind: 'refused',
            message: code === 'functions/invalid-argument' && message ? message : FAILED,
          },
        });
      },
    );
    return () => {
      current = false;
    };
  }, [pair, passport, destination]);
  const check: Check =
    pair === ''
      ? { kind: 'idle' }
      : outcome?.pair === pair
        ? outcome.outcome
        : { kind: 'checking' };

  const choose = (side: Side) => (country: CountryOption) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set(side, country.code);
        return next;
      },
      { replace: true },
    );
  const nameOf = (code: string) =>
    options.find((option) => option.code === code.trim().toUpperCase())?.name ?? code;
  const find = (query: string) => findCountries(options, query);
  const field = (side: Side, label: string, code: string) => (
    <Combobox<CountryOption>
      label={label}
      loadItems={async (query) => find(query)}
      localItems={find}
      itemToString={(country) => country.name}
      onSelect={choose(side)}
      minQueryLength={1}
      debounceMs={0}
      defaultInputValue={code === '' ? '' : nameOf(code)}
      placeholder="Type a country"
      emptyText="No country by that name"
    />
  );

  return (
    <section className={styles.page} aria-labelledby="documents-title">
      <h1 id="documents-title">Visa Checker</h1>
      <p className={styles.lead}>
        {`Choose your passport and your destination to see what you need to enter: ${VISA_COUNTRIES.length} countries and territories.`}
      </p>
      <div className={styles.fields}>
        {field('passport', 'Passport country', passport)}
        {field('destination', 'Destination', destination)}
      </div>
      {check.kind === 'checking' && <Progress isIndeterminate label="Checking the visa rules" />}
      {check.kind === 'refused' && <Banner variant="danger" description={check.message} />}
      {check.kind === 'answered' && <VisaAnswer answer={check.answer} nameOf={nameOf} />}
    </section>
  );
}

function VisaAnswer({
  answer,
  nameOf,
}: {
  answer: VisaCheckAnswer;
  nameOf: (code: string) => string;
}) {
  const { locale } = useLocale();
  return (
    <Card as="section" aria-labelledby="visa-answer-title" className={styles.answer}>
      <h2 id="visa-answer-title">
        {`${nameOf(answer.passport)} passport to ${nameOf(answer.destination)}`}
      </h2>
      <p className={styles.headline} data-testid="visa-status">
        {visaHeadline(answer.status, answer.days)}
      </p>
      <Banner variant="warning" title="Check with the embassy" description={answer.notice} />
      <p className={styles.source}>
        <Link href={answer.source.datasetUrl} isExternal>
          {answer.source.label}
        </Link>
        {` (data of ${formatDataDate(answer.source.dataDate, locale)}, gathered from `}
        <Link href={answer.source.upstreamUrl} isExternal>
          passportindex.org
        </Link>
        {', not an official government source).'}
      </p>
    </Card>
  );
}
