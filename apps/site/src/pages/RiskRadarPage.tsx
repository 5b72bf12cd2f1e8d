import type { AdvisoryIssuer, RiskInfoAnswer } from '@voyagent/contracts';
import {
  Banner,
  Button,
  Card,
  Combobox,
  Link,
  Progress,
  Select,
  Table,
  useLocale,
} from '@voyagent/ui-kit';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { assistantNavigationState } from '../assistant/conversation';
import { backend } from '../firebase/callables';
import { findCountries } from '../travelTools/countries';
import {
  advisoryLevelLabel,
  type LevelFilter,
  type RiskCountry,
  type RiskSort,
  riskRows,
} from '../travelTools/riskList';
import {
  ASK_ASSISTANT_TITLE,
  assistantQuestions,
  RISK_PAGE_TEXTS,
  type RiskPageVariant,
  riskPageVariant,
} from '../travelTools/riskPageVariants';
import { formatDataDate } from '../travelTools/visaAnswer';
import styles from '../travelTools/travelTools.module.css';

type Loaded = { kind: 'answered'; answer: RiskInfoAnswer } | { kind: 'refused'; message: string };

const FAILED = 'Safety information is unavailable right now. Please try again.';
const SERVICES = [
  ['police', 'Police'],
  ['medical', 'Ambulance'],
  ['fire', 'Fire'],
  ['general', 'General emergency'],
] as const;

/** One `risk-info` call per asked country ('' for the list), its outcome kept with its key. */
function useRiskInfo(country: string): Loaded | undefined {
  const [loaded, setLoaded] = useState<{ key: string; loaded: Loaded }>();
  useEffect(() => {
    let current = true;
    backend.riskInfo(country === '' ? {} : { country }).then(
      (answer) => {
        if (current) setLoaded({ key: country, loaded: { kind: 'answered', answer } });
      },
      (error: unknown) => {
        if (!current) return;
        const { code, message } = error as { code?: string; message?: string };
        const text = code === 'functions/invalid-argument' && message ? message : FAILED;
        setLoaded({ key: country, loaded: { kind: 'refused', message: text } });
      },
    );
    return () => {
      current = false;
    };
  }, [country]);
  return loaded?.key === country ? loaded.loaded : undefined;
}

/**
 * /risk-radar (issue 13 item 4): every country's travel advisory from each government on its own
 * scale (list: sortable, filtered by one government's level), and a country's detail with the
 * emergency numbers and questions to ask the assistant. `?country=FR` opens that country (the
 * quick-actions safety check lands here). /gemini-travel-intel and /gemini-safety are this page
 * under their own names (riskPageVariants.ts).
 */
export function RiskRadarPage() {
  const variant = riskPageVariant(useLocation().pathname);
  const texts = RISK_PAGE_TEXTS[variant];
  const [params, setParams] = useSearchParams();
  const country = (params.get('country') ?? '').trim();
  const list = useRiskInfo('');
  const countries = list?.kind === 'answered' ? list.answer.countries : [];

  const show = (code: string) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (code === '') next.delete('country');
      else next.set('country', code);
      return next;
    });

  return (
    <section className={styles.page} aria-labelledby="risk-title">
      <h1 id="risk-title">{texts.title}</h1>
      <p className={styles.lead}>{texts.lead}</p>
      <Combobox<RiskCountry>
        key={country}
        label="Country"
        loadItems={async (query) => findCountries(countries, query)}
        localItems={(query) => findCountries(countries, query)}
        itemToString={(option) => option.name}
        onSelect={(option) => show(option.code)}
        minQueryLength={1}
        debounceMs={0}
        placeholder="Type a country"
        emptyText="No country by that name"
      />
      {/* After the list has settled: one call at a time, so one warm function instance serves both. */}
      {country !== '' && list !== undefined && (
        <CountryDetail country={country} variant={variant} onBack={() => show('')} />
      )}
      {list === undefined && <Progress isIndeterminate label="Loading the advisories" />}
      {list?.kind === 'refused' && <Banner variant="danger" description={list.message} />}
      {list?.kind === 'answered' && <AdvisoryList answer={list.answer} onOpen={show} />}
    </section>
  );
}

function CountryDetail({
  country,
  variant,
  onBack,
}: {
  country: string;
  variant: RiskPageVariant;
  onBack: () => void;
}) {
  const { locale } = useLocale();
  const navigate = useNavigate();
  const loaded = useRiskInfo(country);
  if (loaded === undefined) return <Progress isIndeterminate label="Loading the country" />;
  if (loaded.kind === 'refused') return <Banner variant="danger" description={loaded.message} />;
  const { answer } = loaded;
  const [entry] = answer.countries;
  if (!entry) return null;
  const date = (day: string) => formatDataDate(day, locale);
  return (
    <Card as="section" aria-labelledby="risk-country-title" className={styles.answer}>
      <h2 id="risk-country-title">{entry.name}</h2>
      <h3>Travel advisories</h3>
      {entry.advisories.length === 0 ? (
        <p>{`Neither government in our data publishes an advisory for ${entry.name}.`}</p>
      ) : (
        <ul className={styles.list}>
          {entry.advisories.map((advisory) => {
            const issuer = answer.issuers[advisory.issuer];
            return (
              <li key={advisory.issuer} data-testid={`advisory-${advisory.issuer}`}>
                <strong>{`${issuer.name}: `}</strong>
                {advisoryLevelLabel(advisory)}
                <br />
                {`Updated ${date(advisory.updated)}. `}
                <Link href={advisory.url} isExternal>
                  Read the advisory
                </Link>
                <span className={styles.source}>{` Credit: ${issuer.credit}.`}</span>
                {issuer.staleNote !== undefined && (
                  <span className={styles.source}>{` ${issuer.staleNote}`}</span>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <p className={styles.source}>{answer.notice}</p>
      <h3>Emergency numbers</h3>
      {answer.emergency === null ? (
        <p>{`Our data has no emergency numbers for ${entry.name}.`}</p>
      ) : (
        <>
          <dl className={styles.numbers} data-testid="emergency-numbers">
            {SERVICES.flatMap(([service, label]) => {
              const number = answer.emergency?.[service];
              if (number === undefined) return [];
              const unconfirmed = answer.emergency?.unconfirmed.includes(service);
              return [
                <dt key={`${service}-label`}>{label}</dt>,
                <dd key={service}>
                  {unconfirmed ? `${number} (not confirmed by libphonenumber)` : number}
                </dd>,
              ];
            })}
          </dl>
          <p className={styles.source}>
            <Link href={answer.emergency.source.datasetUrl} isExternal>
              {answer.emergency.source.label}
            </Link>
          </p>
        </>
      )}
      <h3 id="risk-ask-title">{ASK_ASSISTANT_TITLE}</h3>
      <ul className={styles.questions} aria-labelledby="risk-ask-title">
        {assistantQuestions(variant, entry.name).map((question) => (
          <li key={question}>
            <Button
              variant="secondary"
              size="sm"
              onPress={() =>
                void navigate('/assistant', { state: assistantNavigationState(question) })
              }
            >
              {question}
            </Button>
          </li>
        ))}
      </ul>
      <div>
        <Button variant="secondary" onPress={onBack}>
          Back to all countries
        </Button>
      </div>
    </Card>
  );
}

const ISSUER_OPTIONS = [
  { id: 'CA', label: 'Government of Canada' },
  { id: 'US', label: 'U.S. Department of State' },
];
const LEVEL_OPTIONS: { id: LevelFilter; label: string }[] = [
  { id: 'all', label: 'All levels' },
  { id: '1', label: 'Level 1' },
  { id: '2', label: 'Level 2' },
  { id: '3', label: 'Level 3' },
  { id: '4', label: 'Level 4' },
];
const SORT_OPTIONS = [
  { id: 'name', label: 'Country name' },
  { id: 'level', label: 'Highest level first' },
];

function AdvisoryList({
  answer,
  onOpen,
}: {
  answer: RiskInfoAnswer;
  onOpen: (code: string) => void;
}) {
  const { locale } = useLocale();
  const [issuer, setIssuer] = useState<AdvisoryIssuer>('CA');
  const [level, setLevel] = useState<LevelFilter>('all');
  const [sort, setSort] = useState<RiskSort>('name');
  const rows = useMemo(
    () => riskRows(answer.countries, issuer, level, sort, locale),
    [answer.countries, issuer, level, sort, locale],
  );
  const source = answer.issuers[issuer];
  return (
    <section className={styles.answer} aria-labelledby="risk-list-title">
      <h2 id="risk-list-title">All countries</h2>
      <div className={styles.filters}>
        <Select
          label="Government"
          items={ISSUER_OPTIONS}
          value={issuer}
          onChange={(key) => setIssuer(key === 'US' ? 'US' : 'CA')}
        />
        <Select
          label="Level"
          items={LEVEL_OPTIONS}
          value={level}
          onChange={(key) => setLevel(LEVEL_OPTIONS.find(({ id }) => id === key)?.id ?? 'all')}
        />
        <Select
          label="Sort by"
          items={SORT_OPTIONS}
          value={sort}
          onChange={(key) => setSort(key === 'level' ? 'level' : 'name')}
        />
      </div>
      <p className={styles.source}>
        {`Levels on ${source.name}'s own scale. Credit: ${source.credit}. `}
        {source.staleNote ?? ''}
      </p>
      <Table
        caption={`Travel advisories of the ${source.name}`}
        columns={[
          {
            id: 'country',
            header: 'Country',
            cell: (row) => (
              <Button variant="ghost" onPress={() => onOpen(row.code)}>
                {row.name}
              </Button>
            ),
          },
          {
            id: 'level',
            header: 'Advisory',
            cell: (row) => (row.advisory ? advisoryLevelLabel(row.advisory) : 'No advisory'),
          },
          {
            id: 'updated',
            header: 'Updated',
            cell: (row) => (row.advisory ? formatDataDate(row.advisory.updated, locale) : ''),
          },
        ]}
        rows={rows}
        rowKey={(row) => row.code}
        emptyContent="No country has this level."
      />
      <p className={styles.source}>
        {'Levels scraped from the governments\u2019 sites by '}
        <Link href={answer.datasetUrl} isExternal>
          marcolussetti/travel-advisories
        </Link>
        .
      </p>
    </section>
  );
}
