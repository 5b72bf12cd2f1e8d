import type {
  BudgetEstimateAnswer,
  ConvertibleCurrency,
  RiskInfoAnswer,
} from '@voyagent/contracts';
import { AirportAutocomplete } from '@voyagent/search-widgets';
import { PRICE_LEVEL_COUNTRIES } from '@voyagent/travel-data/priceLevels';
import {
  Banner,
  Button,
  Card,
  Link,
  Progress,
  Select,
  TextField,
  useLocale,
} from '@voyagent/ui-kit';
import { Fragment, useEffect, useState, type FormEvent } from 'react';
import { CountryField } from '../budget/CountryField';
import { backend } from '../firebase/callables';
import { loadAirports } from '../search/searchSources';
import { currencyLabel, parseAmountInput } from '../travelTools/currency/currencyForm';
import styles from '../travelTools/travelTools.module.css';
import { airportDistanceKm } from './airportDistance';
import {
  advisoryCell,
  cellText,
  currencyCell,
  dailyBudgetCell,
  distanceCell,
  emergencyCell,
  failedCell,
  priceLevelCell,
  TIME_DIFFERENCE_CELL,
  visaCell,
  type Cell,
} from './comparisonRules';

const SLOTS = [0, 1, 2] as const;
const MIN_DESTINATIONS = 2;

const TEXTS = {
  twoDestinations: 'Choose at least two destinations to compare.',
  home: 'Choose your home country: it is your passport and the prices you know.',
} as const;

interface Column {
  code: string;
  name: string;
  rows: { label: string; cell: Cell }[];
}

/** The IATA code of a chosen airport's text ("Paris (CDG)"), or '' while none is chosen. */
const airportCode = (text: string) => /\(([A-Z]{3})\)$/.exec(text.trim())?.[1] ?? '';

/**
 * Two or three destinations side by side (issue 17 item 1): price level and the traveller's own
 * daily spend scaled to it, currency and rate, visa rule for their passport, emergency numbers,
 * each government's advisory, time difference and the flight distance from their airport, each
 * with its source and date, from the travel tools' own services.
 */
export function DestinationComparison() {
  const { locale } = useLocale();
  const [home, setHome] = useState('');
  const [amount, setAmount] = useState('100');
  const [currency, setCurrency] = useState('USD');
  const [currencies, setCurrencies] = useState<ConvertibleCurrency[]>([]);
  const [destinations, setDestinations] = useState(['', '', '']);
  const [departure, setDeparture] = useState('');
  const [arrivals, setArrivals] = useState(['', '', '']);
  const [problem, setProblem] = useState<string>();
  const [columns, setColumns] = useState<Column[] | 'comparing'>();

  useEffect(() => {
    let current = true;
    // Without the list the field offers the default currency only; the comparison still works.
    backend.currenciesList({}).then(
      (answer) => current && setCurrencies(answer.currencies),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);

  const nameOf = (code: string) =>
    new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }).of(code) ?? code;

  const compareOne = async (
    code: string,
    arrival: string,
    daily: number,
    from: string,
  ): Promise<Column> => {
    const name = nameOf(code);
    const [estimate, visa, risk, distance] = await Promise.allSettled([
      backend.budgetEstimate({
        home,
        destination: code,
        currency,
        // Only the day's total is compared: any one category carries it unchanged.
        daily: { lodging: 0, food: 0, transport: 0, activities: 0, other: daily },
        basis: 'perPerson',
        days: 1,
        travellers: 1,
        style: 'midRange',
      }),
      backend.visaCheck({ passport: home, destination: code }),
      backend.riskInfo({ country: code }),
      from && arrival ? airportDistanceKm(from, arrival) : Promise.resolve(undefined),
    ]);
    const fromEstimate = (cell: (answer: BudgetEstimateAnswer) => Cell) =>
      estimate.status === 'fulfilled' ? cell(estimate.value) : failedCell(estimate.reason);
    const fromRisk = (cell: (answer: RiskInfoAnswer) => Cell) =>
      risk.status === 'fulfilled' ? cell(risk.value) : failedCell(risk.reason);
    // Each issuing government's level on its own row: scales differ, so they are never merged.
    const advisoryRows =
      risk.status === 'fulfilled'
        ? (Object.keys(risk.value.issuers) as (keyof RiskInfoAnswer['issuers'])[]).map(
            (issuer) => ({
              label: `Advisory (${risk.value.issuers[issuer].name})`,
              cell: advisoryCell(risk.value, issuer, name, locale),
            }),
          )
        : [{ label: 'Advisories', cell: failedCell(risk.reason) }];
    return {
      code,
      name,
      rows: [
        { label: 'Price level', cell: fromEstimate((answer) => priceLevelCell(answer, locale)) },
        {
          label: 'Your daily spend there',
          cell: fromEstimate((answer) => dailyBudgetCell(answer, String(daily), locale)),
        },
        {
          label: 'Currency and rate',
          cell: fromEstimate((answer) => currencyCell(answer, locale)),
        },
        {
          label: 'Visa for your passport',
          cell: visa.status === 'fulfilled' ? visaCell(visa.value) : failedCell(visa.reason),
        },
        {
          label: 'Emergency numbers',
          cell: fromRisk((answer) => emergencyCell(answer, name)),
        },
        ...advisoryRows,
        { label: 'Time difference', cell: TIME_DIFFERENCE_CELL },
        {
          label: 'Flight distance',
          cell:
            distance.status === 'fulfilled'
              ? distanceCell(from, arrival, distance.value, locale)
              : failedCell(distance.reason),
        },
      ],
    };
  };

  const compare = async (event: FormEvent) => {
    event.preventDefault();
    const chosen = SLOTS.filter((slot) => destinations[slot] !== '');
    if (home === '') return setProblem(TEXTS.home);
    if (chosen.length < MIN_DESTINATIONS) return setProblem(TEXTS.twoDestinations);
    const parsed = parseAmountInput(amount, locale);
    if (!parsed.ok) return setProblem(parsed.message);
    setProblem(undefined);
    setColumns('comparing');
    const from = airportCode(departure);
    // One destination at a time: its three services are asked at once, but never two calls to
    // one service together, which would each wait for a worker of their own.
    const compared: Column[] = [];
    for (const slot of chosen) {
      const arrival = airportCode(arrivals[slot] ?? '');
      compared.push(await compareOne(destinations[slot] ?? '', arrival, parsed.amount, from));
    }
    setColumns(compared);
  };

  const setAt = (list: string[], slot: number, value: string) =>
    list.map((entry, index) => (index === slot ? value : entry));

  return (
    <section className={styles.page} aria-labelledby="comparison-title">
      <h2 id="comparison-title">Compare destinations</h2>
      <p className={styles.lead}>
        Two or three destinations side by side, each figure with its source and date.
      </p>
      <form className={styles.answer} onSubmit={(event) => void compare(event)} noValidate>
        <div className={styles.fields}>
          <CountryField
            label="Your country (passport)"
            codes={PRICE_LEVEL_COUNTRIES}
            value={home}
            onChange={setHome}
          />
          <Select
            label="Your currency"
            items={
              currencies.length > 0
                ? currencies.map((entry) => ({ id: entry.code, label: currencyLabel(entry) }))
                : [{ id: currency, label: currency }]
            }
            selectedKey={currency}
            onSelectionChange={(key) => typeof key === 'string' && setCurrency(key)}
          />
          <TextField
            label="Your daily spend at home"
            inputMode="decimal"
            value={amount}
            onChange={setAmount}
          />
          <AirportAutocomplete
            label="Departure airport"
            loadAirports={loadAirports}
            onInputChange={setDeparture}
            onSelect={(airport) => airport && setDeparture(airport.displayName)}
          />
        </div>
        <div className={styles.fields}>
          {SLOTS.map((slot) => (
            <div key={slot} className={styles.answer}>
              <CountryField
                label={
                  slot < MIN_DESTINATIONS ? `Destination ${slot + 1}` : 'Destination 3 (optional)'
                }
                codes={PRICE_LEVEL_COUNTRIES}
                value={destinations[slot] ?? ''}
                onChange={(code) => setDestinations((list) => setAt(list, slot, code))}
              />
              <AirportAutocomplete
                label={`Arrival airport ${slot + 1}`}
                loadAirports={loadAirports}
                onInputChange={(text) => setArrivals((list) => setAt(list, slot, text))}
                onSelect={(airport) =>
                  airport && setArrivals((list) => setAt(list, slot, airport.displayName))
                }
              />
            </div>
          ))}
        </div>
        <div className={styles.filters}>
          <Button type="submit" isLoading={columns === 'comparing'}>
            Compare
          </Button>
        </div>
      </form>
      {problem && <Banner variant="danger" description={problem} />}
      {columns === 'comparing' && <Progress isIndeterminate label="Comparing" />}
      {Array.isArray(columns) && (
        <div className={styles.fields} data-testid="comparison">
          {columns.map((column) => (
            <Card
              key={column.code}
              as="section"
              aria-labelledby={`comparison-${column.code}`}
              className={styles.answer}
            >
              <h3 id={`comparison-${column.code}`}>{column.name}</h3>
              <dl className={styles.numbers}>
                {column.rows.map(({ label, cell }) => (
                  <Fragment key={label}>
                    <dt>{label}</dt>
                    <dd data-testid={`comparison-${column.code}-${label}`}>
                      {cellText(cell)}
                      {cell.kind === 'figure' && (
                        <span className={styles.source}>
                          {' '}
                          {cell.url ? (
                            <Link href={cell.url} isExternal>
                              {cell.source}
                            </Link>
                          ) : (
                            cell.source
                          )}
                        </span>
                      )}
                    </dd>
                  </Fragment>
                ))}
              </dl>
            </Card>
          ))}
        </div>
      )}
    </section>
  );
}
