import { usageBanner } from '@voyagent/account';
import type { Itinerary } from '@voyagent/contracts';
import { SaveButton } from '@voyagent/save-button';
import {
  Badge,
  Banner,
  Button,
  Card,
  Link,
  NumberField,
  Select,
  TextField,
  type SelectOption,
} from '@voyagent/ui-kit';
import { useEffect, useMemo, useReducer, useRef, useState, type FormEvent } from 'react';
import { UsageBanner } from '../account/UsageBanner';
import { backend } from '../firebase/callables';
import { formatDataDate } from '../travelTools/visaAnswer';
import { ICS_MEDIA_TYPE, icsFileName, itineraryToIcs } from './icsExport';
import styles from './itinerary.module.css';
import {
  type ItineraryAnswer,
  type ItineraryRequest,
  itinerarySaveItem,
  slotDetails,
} from './itineraryForm';
import { type PlanToEdit, SAVED_PLAN_TEXTS } from './savedPlan';
import {
  type EditableSlot,
  moveTarget,
  type NewActivity,
  newActivity,
  type NewActivityField,
  planEditorReducer,
  planOf,
  type PlanEditorState,
  type SlotField,
  startEditing,
} from './planEditor';

export const PLAN_TEXTS = {
  saved: 'Saved to your account. You will find it on your dashboard.',
  unsavedChanges: 'You have changed the plan since you saved it.',
  saveFailed: 'The plan could not be saved. Please try again.',
  tooLarge: 'This plan is too large to save. Remove some activities and try again.',
  calendarNote:
    'In the calendar file each day starts at 9:00, local time at the destination, and each activity follows the previous one with its travel time.',
} as const;

/** Hands the browser the plan's calendar file, through a temporary object URL. */
function downloadCalendar(plan: Itinerary): void {
  const url = URL.createObjectURL(
    new Blob([itineraryToIcs(plan, new Date())], { type: ICS_MEDIA_TYPE }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = icsFileName(plan);
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled: revoking at once can cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

type SaveStatus =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; days: PlanEditorState['days'] }
  | { kind: 'failed'; message: string };

const OWN_OPTION = 'own';
const placeOption = (id: string) => `place:${id}`;

interface SlotAddress {
  day: number;
  slot: number;
}

/**
 * A generated plan as editable days (issue 14 item 5): reorder by Move up / Move down (across a
 * day's edge too), remove, add a returned place or an activity of one's own, change durations,
 * travel and costs. The checker's violations follow every edit. The plan saves to the account,
 * downloads as an .ics calendar and prints without the controls. A plan reopened from the
 * account (`savedItemId`) saves back to its saved item.
 */
export function PlanEditor({
  request,
  answer,
  locale,
  signedIn,
  savedItemId,
}: {
  request: ItineraryRequest;
  /** A plan just generated (with the day's usage) or reopened from the account. */
  answer: PlanToEdit & { usage?: ItineraryAnswer['usage'] };
  locale: string;
  signedIn: boolean;
  savedItemId?: string;
}) {
  const [state, dispatch] = useReducer(planEditorReducer, undefined, () =>
    startEditing(answer.itinerary, answer.places, {
      startDate: request.startDate,
      endDate: request.endDate,
      partySize: request.partySize,
      budgetTotal: request.budget ?? null,
      currency: answer.itinerary.currency,
    }),
  );
  const plan = useMemo(() => planOf(state), [state]);
  const { violations } = state;
  const [saveStatus, setSaveStatus] = useState<SaveStatus>({ kind: 'idle' });
  const [editing, setEditing] = useState<string | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const movedRef = useRef<{ key: string; direction: 'up' | 'down' } | null>(null);
  const saveItem = itinerarySaveItem(request, plan, violations, answer, savedItemId);
  const banner =
    answer.usage && answer.usage.limit !== null
      ? usageBanner('itinerary_generations', answer.usage)
      : null;

  // Keyboard users keep their place: after a move, focus follows the moved slot's button, or
  // its other move button when the slot reached an end of the plan. Once, right after the move.
  useEffect(() => {
    const pending = movedRef.current;
    movedRef.current = null;
    if (!pending) return;
    const slot = listRef.current?.querySelector(`[data-slot-key="${pending.key}"]`);
    const buttons = [pending.direction, pending.direction === 'up' ? 'down' : 'up'].map(
      (direction) =>
        slot?.querySelector<HTMLButtonElement>(`button[data-move="${direction}"]:not([disabled])`),
    );
    buttons.find(Boolean)?.focus();
  }, [state]);

  const move = (address: SlotAddress, key: string, direction: 'up' | 'down') => {
    movedRef.current = { key, direction };
    dispatch({ type: 'move', ...address, direction });
  };

  const save = async () => {
    if (!saveItem) return;
    setSaveStatus({ kind: 'saving' });
    try {
      await backend.savedItemsSave({ ...saveItem, idempotencyKey: crypto.randomUUID() });
      setSaveStatus({ kind: 'saved', days: state.days });
    } catch (error) {
      const { code, message } = error as { code?: string; message?: string };
      const readable = code === 'functions/resource-exhausted' && message;
      setSaveStatus({ kind: 'failed', message: readable || PLAN_TEXTS.saveFailed });
    }
  };

  const dayTitle = (date: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(
      new Date(`${date}T00:00:00Z`),
    );

  return (
    <Card as="section" aria-labelledby="plan-title" className={styles.result}>
      <h2 id="plan-title">{`${plan.destination}: ${plan.days.length} days`}</h2>
      {/* Always in the page, so each edit's new verdict is announced. */}
      <div aria-live="polite">
        {violations.length > 0 ? (
          <div className={styles.violations} data-testid="plan-violations">
            <h3>{`${violations.length} ${violations.length === 1 ? 'problem' : 'problems'} found in this plan`}</h3>
            <ul>
              {violations.map((violation, index) => (
                <li key={index}>{violation.message}</li>
              ))}
            </ul>
          </div>
        ) : (
          <p className={styles.checked} data-testid="plan-checked">
            Checked: the plan keeps to your dates and travellers, and names only places from our
            data.
          </p>
        )}
      </div>
      {savedItemId && <p className={styles.note}>{SAVED_PLAN_TEXTS.reopened}</p>}
      {answer.notice && <Banner variant="info" description={answer.notice} />}
      {answer.offline && (
        <p className={styles.note}>
          Planned offline, without an AI model, from the data listed under Sources.
        </p>
      )}
      <div className={styles.toolbar}>
        {signedIn ? (
          <Button
            variant="primary"
            onPress={() => void save()}
            isDisabled={!saveItem}
            isLoading={saveStatus.kind === 'saving'}
            loadingText="Saving…"
          >
            Save to my account
          </Button>
        ) : (
          saveItem && <SaveButton item={saveItem} size="md" />
        )}
        <Button variant="secondary" onPress={() => downloadCalendar(plan)}>
          Download .ics
        </Button>
        <Button variant="secondary" onPress={() => window.print()}>
          Print
        </Button>
      </div>
      <div role="status" className={styles.saveStatus}>
        {!saveItem && PLAN_TEXTS.tooLarge}
        {saveStatus.kind === 'saved' &&
          (saveStatus.days === state.days ? (
            <>
              {PLAN_TEXTS.saved} <Link href="/dashboard">Open the dashboard</Link>
            </>
          ) : (
            PLAN_TEXTS.unsavedChanges
          ))}
      </div>
      {saveStatus.kind === 'failed' && <Banner variant="danger" description={saveStatus.message} />}
      <p className={`${styles.note} ${styles.controls}`}>{PLAN_TEXTS.calendarNote}</p>

      <div ref={listRef} className={styles.days}>
        {state.days.map((day, dayIndex) => (
          <section
            key={day.date}
            className={styles.day}
            aria-labelledby={`day-${dayIndex + 1}`}
            data-testid={`day-${dayIndex + 1}`}
          >
            <h3 id={`day-${dayIndex + 1}`}>{`Day ${dayIndex + 1}: ${dayTitle(day.date)}`}</h3>
            {day.slots.length === 0 && <p className={styles.note}>Nothing planned this day.</p>}
            <ol className={styles.slots}>
              {day.slots.map((slot, slotIndex) => (
                <SlotItem
                  key={slot.key}
                  slot={slot}
                  currency={plan.currency}
                  locale={locale}
                  canMoveUp={moveTarget(state.days, dayIndex, slotIndex, 'up') !== null}
                  canMoveDown={moveTarget(state.days, dayIndex, slotIndex, 'down') !== null}
                  isEditing={editing === slot.key}
                  onToggleEdit={() => setEditing(editing === slot.key ? null : slot.key)}
                  onMove={(direction) =>
                    move({ day: dayIndex, slot: slotIndex }, slot.key, direction)
                  }
                  onRemove={() => dispatch({ type: 'remove', day: dayIndex, slot: slotIndex })}
                  onEdit={(field, value) =>
                    dispatch({ type: 'edit', day: dayIndex, slot: slotIndex, field, value })
                  }
                />
              ))}
            </ol>
          </section>
        ))}
      </div>

      <AddActivityForm
        state={state}
        onAdd={(day, activity) => dispatch({ type: 'add', day, activity })}
      />

      <div className={styles.sources}>
        <h3>Sources</h3>
        <ul>
          {answer.sources.map((source) => (
            <li key={source.label}>
              <Link href={source.url} isExternal>
                {source.label}
              </Link>
              {` (data of ${formatDataDate(source.dataDate, locale)})`}
            </li>
          ))}
        </ul>
      </div>
      {banner && <UsageBanner usage={banner} variant="inline" />}
    </Card>
  );
}

function SlotItem({
  slot,
  currency,
  locale,
  canMoveUp,
  canMoveDown,
  isEditing,
  onToggleEdit,
  onMove,
  onRemove,
  onEdit,
}: {
  slot: EditableSlot;
  currency: string;
  locale: string;
  canMoveUp: boolean;
  canMoveDown: boolean;
  isEditing: boolean;
  onToggleEdit: () => void;
  onMove: (direction: 'up' | 'down') => void;
  onRemove: () => void;
  onEdit: (field: SlotField, value: number | null) => void;
}) {
  const fieldsId = `edit-${slot.key}`;
  return (
    <li data-slot-key={slot.key} className={styles.slot}>
      <p className={styles.activity}>
        {slot.activity}
        {slot.own && (
          <>
            {' '}
            <Badge>Your own activity</Badge>
          </>
        )}
      </p>
      <p className={styles.details}>{slotDetails(slot, currency, locale)}</p>
      <div className={`${styles.slotControls} ${styles.controls}`}>
        <Button
          size="sm"
          variant="ghost"
          data-move="up"
          aria-label={`Move up: ${slot.activity}`}
          isDisabled={!canMoveUp}
          onPress={() => onMove('up')}
        >
          Move up
        </Button>
        <Button
          size="sm"
          variant="ghost"
          data-move="down"
          aria-label={`Move down: ${slot.activity}`}
          isDisabled={!canMoveDown}
          onPress={() => onMove('down')}
        >
          Move down
        </Button>
        <Button
          size="sm"
          variant="ghost"
          aria-label={`Edit: ${slot.activity}`}
          aria-expanded={isEditing}
          aria-controls={isEditing ? fieldsId : undefined}
          onPress={onToggleEdit}
        >
          Edit
        </Button>
        <Button
          size="sm"
          variant="ghost"
          aria-label={`Remove: ${slot.activity}`}
          onPress={onRemove}
        >
          Remove
        </Button>
      </div>
      {isEditing && (
        <div id={fieldsId} className={`${styles.slotFields} ${styles.controls}`}>
          <NumberField
            label="Duration (minutes)"
            value={slot.durationMin}
            minValue={0}
            maxValue={1440}
            step={1}
            onChange={(value) => onEdit('durationMin', value)}
          />
          <NumberField
            label="Travel from the previous stop (minutes)"
            value={slot.travelMinutesFromPrevious}
            minValue={0}
            maxValue={1440}
            step={1}
            onChange={(value) => onEdit('travelMinutesFromPrevious', value)}
          />
          <NumberField
            label={`Cost per person (${currency}, optional)`}
            value={slot.estimatedCost ?? NaN}
            minValue={0}
            onChange={(value) => onEdit('estimatedCost', Number.isNaN(value) ? null : value)}
          />
        </div>
      )}
    </li>
  );
}

function AddActivityForm({
  state,
  onAdd,
}: {
  state: PlanEditorState;
  onAdd: (day: number, activity: NewActivity) => void;
}) {
  const [day, setDay] = useState(0);
  const [choice, setChoice] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [durationMin, setDurationMin] = useState(60);
  const [estimatedCost, setEstimatedCost] = useState(NaN);
  const [errors, setErrors] = useState<Partial<Record<NewActivityField, string>>>({});

  const dayOptions: SelectOption[] = state.days.map((_, index) => ({
    id: String(index),
    label: `Day ${index + 1}`,
  }));
  const activityOptions: SelectOption[] = [
    { id: OWN_OPTION, label: 'My own activity (not from our data)', section: 'Your own' },
    ...state.places.map((place) => ({
      id: placeOption(place.id),
      label: place.name,
      section: 'Places from our data',
    })),
  ];
  const own = choice === OWN_OPTION;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const placeId = choice?.startsWith('place:') ? choice.slice('place:'.length) : null;
    const checked = newActivity(
      { kind: own ? 'own' : 'place', placeId, text, durationMin, estimatedCost },
      state,
      day,
    );
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setText('');
    onAdd(day, checked.activity);
  };

  return (
    <form
      className={`${styles.addForm} ${styles.controls}`}
      aria-labelledby="add-activity-title"
      onSubmit={submit}
      noValidate
    >
      <h3 id="add-activity-title">Add an activity</h3>
      <div className={styles.fields}>
        <Select
          label="Day"
          items={dayOptions}
          selectedKey={String(day)}
          onSelectionChange={(key) => setDay(Number(key))}
          isInvalid={Boolean(errors.day)}
          errorMessage={errors.day}
        />
        <Select
          label="Activity"
          placeholder="Choose a place or your own"
          items={activityOptions}
          selectedKey={choice}
          onSelectionChange={(key) => setChoice(key === null ? null : String(key))}
          isInvalid={Boolean(errors.placeId)}
          errorMessage={errors.placeId}
        />
        {own && (
          <TextField
            label="Your activity"
            value={text}
            onChange={setText}
            isInvalid={Boolean(errors.text)}
            errorMessage={errors.text}
          />
        )}
        <NumberField
          label="Duration (minutes)"
          value={durationMin}
          onChange={setDurationMin}
          step={1}
          isInvalid={Boolean(errors.durationMin)}
          errorMessage={errors.durationMin}
        />
        <NumberField
          label={`Cost per person (${state.currency}, optional)`}
          value={estimatedCost}
          onChange={setEstimatedCost}
          isInvalid={Boolean(errors.estimatedCost)}
          errorMessage={errors.estimatedCost}
        />
      </div>
      <Button type="submit" variant="secondary">
        Add activity
      </Button>
    </form>
  );
}
