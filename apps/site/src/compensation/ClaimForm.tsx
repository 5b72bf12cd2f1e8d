import type { CompensationClaim, RequestOf, Contracts } from '@voyagent/contracts';
import { SITE_PATHS } from '@voyagent/contracts/names';
import {
  Banner,
  Button,
  DatePicker,
  Link,
  TextField,
  type DatePickerProps,
} from '@voyagent/ui-kit';
import { useState, type FormEvent } from 'react';
import { useAuthStore } from '../auth/authStore';
import { requestSignIn } from '../auth/requestSignIn';
import { backend } from '../firebase/callables';
import styles from '../travelTools/travelTools.module.css';
import { COMPENSATION_PAGE_TEXTS, refusalMessage } from './compensationForm';

type EstimateRequest = RequestOf<Contracts['compensation-estimate']>;

type Outcome =
  | { kind: 'idle' }
  | { kind: 'filing' }
  | { kind: 'filed'; claim: CompensationClaim }
  | { kind: 'refused'; message: string };

/**
 * The claim for the estimated flight: flight number, date, the passenger's name and the booking
 * reference. Guests are asked to sign in first. One idempotency key per filled form, so a retry
 * after a lost answer files the claim once.
 */
export function ClaimForm({ flight }: { flight: EstimateRequest }) {
  const user = useAuthStore((state) => state.user);
  const [flightNumber, setFlightNumber] = useState('');
  const [flightDate, setFlightDate] = useState<DatePickerProps['value']>(null);
  const [passengerName, setPassengerName] = useState('');
  const [bookingReference, setBookingReference] = useState('');
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });

  const edited =
    <Value,>(set: (value: Value) => void) =>
    (value: Value) => {
      set(value);
      setIdempotencyKey(crypto.randomUUID());
      setOutcome({ kind: 'idle' });
    };

  const file = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome({ kind: 'filing' });
    try {
      const claim = await backend.compensationClaimCreate({
        ...flight,
        flightNumber,
        flightDate: flightDate?.toString() ?? '',
        passengerName,
        ...(bookingReference.trim() ? { bookingReference } : {}),
        idempotencyKey,
      });
      setOutcome({ kind: 'filed', claim });
    } catch (error) {
      setOutcome({
        kind: 'refused',
        message: refusalMessage(error, COMPENSATION_PAGE_TEXTS.claimFailed),
      });
    }
  };

  if (!user) {
    return (
      <section aria-labelledby="claim-title" className={styles.answer}>
        <h2 id="claim-title">File a claim</h2>
        <p>{COMPENSATION_PAGE_TEXTS.signInToClaim}</p>
        <div className={styles.filters}>
          <Button onPress={() => requestSignIn()}>Sign in to claim</Button>
        </div>
      </section>
    );
  }

  return (
    <section aria-labelledby="claim-title" className={styles.answer}>
      <h2 id="claim-title">File a claim</h2>
      <p className={styles.source}>{`We will write to you at ${user.email ?? 'your e-mail'}.`}</p>
      <form className={styles.answer} onSubmit={(event) => void file(event)} noValidate>
        <div className={styles.fields}>
          <TextField
            label="Flight number"
            description="As on your ticket, e.g. AF 1234"
            value={flightNumber}
            onChange={edited(setFlightNumber)}
          />
          <DatePicker label="Flight date" value={flightDate} onChange={edited(setFlightDate)} />
          <TextField
            label="Passenger name"
            description="As on the booking"
            value={passengerName}
            onChange={edited(setPassengerName)}
          />
          <TextField
            label="Booking reference (optional)"
            description="5 to 8 letters or digits"
            value={bookingReference}
            onChange={edited(setBookingReference)}
          />
        </div>
        <div className={styles.filters}>
          <Button type="submit" isLoading={outcome.kind === 'filing'}>
            Submit claim
          </Button>
        </div>
      </form>
      {outcome.kind === 'refused' && <Banner variant="danger" description={outcome.message} />}
      {outcome.kind === 'filed' && (
        <Banner
          variant="success"
          description={COMPENSATION_PAGE_TEXTS.claimFiled(
            outcome.claim.flightNumber,
            outcome.claim.flightDate,
          )}
          action={<Link href={SITE_PATHS.dashboard}>Go to my dashboard</Link>}
        />
      )}
    </section>
  );
}
