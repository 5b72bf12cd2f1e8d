import { usageBanner, type UsageBannerState } from '@voyagent/account';
import type { CitySuggestion, ItineraryPace } from '@voyagent/contracts';
import { FREE_DAILY_CAPS } from '@voyagent/contracts/names';
import { DestinationAutocomplete } from '@voyagent/search-widgets';
import {
  Banner,
  Button,
  NumberField,
  Progress,
  Select,
  TextField,
  useLocale,
} from '@voyagent/ui-kit';
import { type DateRange, DateRangePicker } from '@voyagent/ui-kit/DatePicker';
import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { refreshAccount } from '../account/accountStore';
import { deviceFingerprint } from '../account/deviceFingerprint';
import { UsageBanner } from '../account/UsageBanner';
import { assistantLanguage } from '../assistant/conversation';
import { useAuthStore } from '../auth/authStore';
import { backend } from '../firebase/callables';
import styles from '../itinerary/itinerary.module.css';
import {
  type FormField,
  ITINERARY_FAILED,
  type ItineraryAnswer,
  type ItineraryRequest,
  itineraryRequest,
  PACE_OPTIONS,
} from '../itinerary/itineraryForm';
import { PlanEditor } from '../itinerary/PlanEditor';
import { useIsClient } from '../prerender/useIsClient';
import {
  findSavedPlan,
  type PlanToEdit,
  SAVED_PLAN_PARAM,
  SAVED_PLAN_TEXTS,
} from '../itinerary/savedPlan';
import { loadDestinations } from '../search/searchSources';
import { useLocalCities } from '../search/useLocalCities';

/** Saved plans per saved-items-list call while looking for the one to open. */
const SAVED_PLANS_PAGE = 50;

/** The traveller's date, YYYY-MM-DD, on their own clock (the date picker's "today"). */
function localToday(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

type Outcome =
  | { kind: 'idle' }
  | { kind: 'planning' }
  /**
   * `id` tells one plan from the next, so a new plan starts a fresh editor; `savedItemId` marks
   * a plan reopened from the account, which saves back to that item.
   */
  | {
      kind: 'planned';
      id: number;
      request: ItineraryRequest;
      answer: PlanToEdit & { usage?: ItineraryAnswer['usage'] };
      savedItemId?: string;
    }
  | { kind: 'refused'; message: string; usage?: UsageBannerState };

/** The refusal to show for a failed call: the server's own text where it is meant for people. */
function refusalOf(error: unknown): Extract<Outcome, { kind: 'refused' }> {
  const { code, message } = error as { code?: string; message?: string };
  if (code === 'functions/resource-exhausted' && message) {
    const cap = FREE_DAILY_CAPS.itinerary_generations;
    const usage = usageBanner('itinerary_generations', { count: cap, limit: cap }) ?? undefined;
    return { kind: 'refused', message, usage };
  }
  if (code === 'functions/invalid-argument' && message) return { kind: 'refused', message };
  return { kind: 'refused', message: ITINERARY_FAILED };
}

/**
 * /itinerary (issue 14 item 5): a destination, dates, travellers, budget and pace → a day-by-day
 * plan built from our data only, with every problem the plan checker found shown above it.
 * Each plan counts as one of the day's itinerary generations.
 */
export function ItineraryPage() {
  const { locale } = useLocale();
  const user = useAuthStore((state) => state.user);
  const authStatus = useAuthStore((state) => state.status);
  const [searchParams] = useSearchParams();
  const savedItemId = searchParams.get(SAVED_PLAN_PARAM);
  const isClient = useIsClient();
  const localCities = useLocalCities();
  const [destinationText, setDestinationText] = useState('');
  const [chosenCity, setChosenCity] = useState<CitySuggestion | null>(null);
  const [dates, setDates] = useState<DateRange | null>(null);
  const [partySize, setPartySize] = useState(2);
  const [budget, setBudget] = useState(NaN);
  const [currency, setCurrency] = useState('EUR');
  const [pace, setPace] = useState<ItineraryPace>('balanced');
  const [errors, setErrors] = useState<Partial<Record<FormField, string>>>({});
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });

  // "Open in editor" on a saved plan: the plan comes back from the account into the editor,
  // checked again, unless the traveller planned another trip meanwhile.
  useEffect(() => {
    if (!savedItemId || authStatus !== 'signed-in') return;
    let active = true;
    const show = (next: Outcome) => {
      if (active) setOutcome((current) => (current.kind === 'idle' ? next : current));
    };
    findSavedPlan(savedItemId, (offset) =>
      backend.savedItemsList({ item_type: 'itinerary', limit: SAVED_PLANS_PAGE, offset }),
    ).then(
      (saved) =>
        show(
          saved
            ? {
                kind: 'planned',
                id: Date.now(),
                request: saved.request,
                answer: saved.plan,
                savedItemId: saved.itemId,
              }
            : { kind: 'refused', message: SAVED_PLAN_TEXTS.notFound },
        ),
      () => show({ kind: 'refused', message: SAVED_PLAN_TEXTS.loadFailed }),
    );
    return () => {
      active = false;
    };
  }, [savedItemId, authStatus]);
  // The prerendered page has no query: the saved plan's state shows once in the browser.
  const awaitingSavedPlan = isClient && savedItemId !== null && outcome.kind === 'idle';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = itineraryRequest(
      {
        // A chosen city is sent by its name (its display text also names the country), unless
        // the text was edited since.
        destination:
          chosenCity && destinationText === chosenCity.displayName
            ? chosenCity.name
            : destinationText,
        startDate: dates?.start.toString() ?? null,
        endDate: dates?.end.toString() ?? null,
        partySize,
        budget,
        currency,
        pace,
      },
      assistantLanguage(locale),
      localToday(),
    );
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setOutcome({ kind: 'planning' });
    try {
      const fingerprint = user ? {} : { fingerprint_hash: await deviceFingerprint() };
      const answer = await backend.itineraryGenerate({ ...checked.request, ...fingerprint });
      setOutcome({ kind: 'planned', id: Date.now(), request: checked.request, answer });
    } catch (error) {
      setOutcome(refusalOf(error));
    }
    void refreshAccount(user);
  };

  return (
    <section className={styles.page} aria-labelledby="itinerary-title">
      <h1 id="itinerary-title">Smart Itinerary</h1>
      <p className={styles.lead}>
        A day-by-day plan built only from places in our data, checked against your dates, travellers
        and budget. Any problem the check finds is shown above the plan.
      </p>
      <form
        className={styles.form}
        aria-label="Plan a trip"
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <div className={styles.fields}>
          <DestinationAutocomplete
            label="Destination"
            loadCities={loadDestinations}
            localCities={localCities}
            placeholder="Search a city"
            onInputChange={setDestinationText}
            onSelect={setChosenCity}
            errorMessage={errors.destination}
          />
          <DateRangePicker
            label="Trip dates"
            value={dates}
            onChange={setDates}
            errorMessage={errors.dates}
          />
        </div>
        <div className={styles.fields}>
          <NumberField
            label="Travellers"
            value={partySize}
            onChange={setPartySize}
            step={1}
            isInvalid={Boolean(errors.partySize)}
            errorMessage={errors.partySize}
          />
          <NumberField
            label="Budget for the party (optional)"
            value={budget}
            onChange={setBudget}
            minValue={0}
            isInvalid={Boolean(errors.budget)}
            errorMessage={errors.budget}
          />
          <TextField
            label="Currency"
            value={currency}
            onChange={setCurrency}
            maxLength={3}
            isInvalid={Boolean(errors.currency)}
            errorMessage={errors.currency}
          />
          <Select
            label="Pace"
            items={PACE_OPTIONS}
            selectedKey={pace}
            onSelectionChange={(key) => {
              const option = PACE_OPTIONS.find((candidate) => candidate.id === key);
              if (option) setPace(option.id);
            }}
          />
        </div>
        <Button type="submit" isDisabled={outcome.kind === 'planning'}>
          Plan my trip
        </Button>
      </form>
      {outcome.kind === 'planning' && <Progress isIndeterminate label="Planning your trip" />}
      {awaitingSavedPlan &&
        (authStatus === 'signed-out' ? (
          <Banner variant="info" description={SAVED_PLAN_TEXTS.signIn} />
        ) : (
          <Progress isIndeterminate label={SAVED_PLAN_TEXTS.opening} />
        ))}
      {outcome.kind === 'refused' && (
        <>
          {outcome.usage && <UsageBanner usage={outcome.usage} />}
          <Banner variant="danger" description={outcome.message} />
        </>
      )}
      {outcome.kind === 'planned' && (
        <PlanEditor
          key={outcome.id}
          request={outcome.request}
          answer={outcome.answer}
          locale={locale}
          signedIn={Boolean(user)}
          savedItemId={outcome.savedItemId}
        />
      )}
    </section>
  );
}
