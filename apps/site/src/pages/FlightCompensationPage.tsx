import type {
  CompensationEstimateAnswer,
  Contracts,
  Disruption,
  ExtraordinaryAnswer,
  RequestOf,
} from '@voyagent/contracts';
import { marketingClaims } from '@voyagent/contracts/content';
import { AirportAutocomplete } from '@voyagent/search-widgets';
import { Banner, Button, NumberField, Progress, Select, Switch, useLocale } from '@voyagent/ui-kit';
import { useState, type FormEvent } from 'react';
import { ClaimForm } from '../compensation/ClaimForm';
import { ClaimList } from '../content/ClaimList';
import {
  airportCodeOf,
  COMPENSATION_PAGE_TEXTS,
  DISRUPTION_LABELS,
  EXTRAORDINARY_LABELS,
  refusalMessage,
} from '../compensation/compensationForm';
import { EstimateResult } from '../compensation/EstimateResult';
import { backend } from '../firebase/callables';
import { loadAirports } from '../search/searchSources';
import styles from '../travelTools/travelTools.module.css';

type EstimateRequest = RequestOf<Contracts['compensation-estimate']>;

type Outcome =
  | { kind: 'idle' }
  | { kind: 'estimating' }
  | { kind: 'estimated'; flight: EstimateRequest; estimate: CompensationEstimateAnswer }
  | { kind: 'refused'; message: string };

const options = <Key extends string>(labels: Readonly<Record<Key, string>>) =>
  (Object.keys(labels) as Key[]).map((id) => ({ id, label: labels[id] }));

/**
 * /flight-compensation (issue 13 item 5): the flight (two airports), what happened to it and the
 * airline's explanation, estimated by `compensation-estimate` under EU261 with its distance, band
 * and citations; then a signed-in traveller files the claim (`compensation-claim-create`) and
 * follows it on the dashboard.
 */
export function FlightCompensationPage() {
  const { locale } = useLocale();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [disruption, setDisruption] = useState<Disruption>('cancellation');
  const [delayMinutes, setDelayMinutes] = useState(Number.NaN);
  const [euCarrier, setEuCarrier] = useState(false);
  const [extraordinary, setExtraordinary] = useState<ExtraordinaryAnswer>('unknown');
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });

  const changed =
    <Value,>(set: (value: Value) => void) =>
    (value: Value) => {
      set(value);
      setOutcome({ kind: 'idle' });
    };

  const estimate = async (event: FormEvent) => {
    event.preventDefault();
    const flight: EstimateRequest = {
      from: airportCodeOf(from),
      to: airportCodeOf(to),
      disruption,
      ...(Number.isNaN(delayMinutes) ? {} : { arrivalDelayMinutes: delayMinutes }),
      euCarrier,
      extraordinaryCircumstances: extraordinary,
    };
    setOutcome({ kind: 'estimating' });
    try {
      const answer = await backend.compensationEstimate(flight);
      setOutcome({ kind: 'estimated', flight, estimate: answer });
    } catch (error) {
      setOutcome({
        kind: 'refused',
        message: refusalMessage(error, COMPENSATION_PAGE_TEXTS.estimateFailed),
      });
    }
  };

  return (
    <section className={styles.page} aria-labelledby="compensation-title">
      <h1 id="compensation-title">{COMPENSATION_PAGE_TEXTS.title}</h1>
      <p className={styles.lead}>{COMPENSATION_PAGE_TEXTS.lead}</p>
      <ClaimList label="At a glance" claims={[marketingClaims.compensationUpTo]} />
      <form className={styles.answer} onSubmit={(event) => void estimate(event)} noValidate>
        <div className={styles.fields}>
          <AirportAutocomplete
            label="From (departure airport)"
            loadAirports={loadAirports}
            onInputChange={changed(setFrom)}
            onSelect={(airport) => airport && changed(setFrom)(airport.displayName)}
          />
          <AirportAutocomplete
            label="To (final destination)"
            loadAirports={loadAirports}
            onInputChange={changed(setTo)}
            onSelect={(airport) => airport && changed(setTo)(airport.displayName)}
          />
          <Select
            label="What happened"
            items={options(DISRUPTION_LABELS)}
            selectedKey={disruption}
            onSelectionChange={(key) => changed(setDisruption)(key as Disruption)}
          />
          <NumberField
            label="Minutes late at your final destination"
            description="For a cancellation or denied boarding: how late the replacement flight arrived, if you took one."
            value={delayMinutes}
            onChange={changed(setDelayMinutes)}
            minValue={0}
            step={1}
          />
          <Select
            label="Did the airline cite extraordinary circumstances?"
            description="Such as severe weather, an air traffic control strike or a security risk."
            items={options(EXTRAORDINARY_LABELS)}
            selectedKey={extraordinary}
            onSelectionChange={(key) => changed(setExtraordinary)(key as ExtraordinaryAnswer)}
          />
        </div>
        <Switch
          isSelected={euCarrier}
          onChange={changed(setEuCarrier)}
          description={COMPENSATION_PAGE_TEXTS.carrierDescription}
        >
          {COMPENSATION_PAGE_TEXTS.carrierLabel}
        </Switch>
        <div className={styles.filters}>
          <Button type="submit" isLoading={outcome.kind === 'estimating'}>
            Estimate compensation
          </Button>
        </div>
      </form>
      {outcome.kind === 'estimating' && <Progress isIndeterminate label="Estimating" />}
      {outcome.kind === 'refused' && <Banner variant="danger" description={outcome.message} />}
      {outcome.kind === 'estimated' && (
        <>
          <EstimateResult estimate={outcome.estimate} locale={locale} />
          {outcome.estimate.status !== 'not_eligible' && <ClaimForm flight={outcome.flight} />}
        </>
      )}
    </section>
  );
}
