import { CalendarDate, getLocalTimeZone, today } from '@internationalized/date';
import type {
  DatePickerProps,
  DateRangePickerProps,
  DateRange as KitDateRange,
} from '@voyagent/ui-kit/DatePicker';
import { useId, useState } from 'react';
import { useLocalizedStringFormatter } from 'react-aria/useLocalizedStringFormatter';
import { FieldFrame } from './FieldFrame';
import { lightKitMessages } from './intl';
import styles from './LightKit.module.css';

/**
 * The embed build's date entry (vite.embed.config.ts puts this module in place of
 * `@voyagent/ui-kit/DatePicker`): native `<input type="date">` fields with the kit's props, so
 * HotelSearch and FlightSearch stay one copy. The browser localises, types and announces the
 * date and draws its own calendar; the kit's react-aria calendar costs an embed ~77 KiB gzip.
 * `locale` and `description` are the kit's too: the browser's own locale formats the day.
 */
export type DateRange = KitDateRange;

/** `YYYY-MM-DD`, the value format of a date input, or '' for none. */
function isoOf(date: CalendarDate | null | undefined): string {
  return date ? date.toString() : '';
}

/** A date input's value as a day: a full `YYYY-MM-DD`, or '' while empty or partly typed. */
function dayOf(value: string): CalendarDate | null {
  const [year, month, day] = value.split('-').map(Number);
  return year && month && day ? new CalendarDate(year, month, day) : null;
}

/**
 * The inputs' `min` and `max`: travel.md §5 "past dates are disabled", so the earliest day is
 * today unless the caller allows past days or gives a later minimum.
 */
function boundsOf({
  minValue,
  maxValue,
  allowPastDates,
}: Pick<DatePickerProps, 'minValue' | 'maxValue' | 'allowPastDates'>) {
  const visitorToday = today(getLocalTimeZone());
  const earliest =
    allowPastDates || (minValue && minValue.compare(visitorToday) > 0) ? minValue : visitorToday;
  return { min: isoOf(earliest) || undefined, max: isoOf(maxValue) || undefined };
}

/** A single day, typed or picked from the browser's own calendar. */
export function DatePicker(props: DatePickerProps) {
  const { label, errorMessage, isDisabled, isRequired } = props;
  const bounds = boundsOf(props);
  const inputId = useId();
  const errorId = useId();
  return (
    <FieldFrame
      label={label}
      controlId={inputId}
      errorId={errorId}
      errorMessage={errorMessage}
      isRequired={isRequired}
    >
      <input
        id={inputId}
        type="date"
        className={styles.input}
        aria-invalid={errorMessage ? true : undefined}
        aria-describedby={errorMessage ? errorId : undefined}
        defaultValue={isoOf(props.value ?? props.defaultValue)}
        min={bounds.min}
        max={bounds.max}
        disabled={isDisabled}
        required={isRequired}
        onChange={(event) => props.onChange?.(dayOf(event.currentTarget.value))}
      />
    </FieldFrame>
  );
}

/**
 * A start and end day as two date inputs in a group named by the label. The range reaches the
 * form once both days are entered (as the kit's picker reports it once both are chosen); the
 * end's earliest day follows the start. A reversed or same-day range still reaches the form,
 * whose validator refuses it with its own text (travel.md §5), shown here.
 */
export function DateRangePicker(props: DateRangePickerProps) {
  const { label, errorMessage, isDisabled, isRequired } = props;
  const bounds = boundsOf(props);
  const strings = useLocalizedStringFormatter(lightKitMessages);
  const errorId = useId();
  const initial = props.value ?? props.defaultValue;
  const [start, setStart] = useState(isoOf(initial?.start));
  const [end, setEnd] = useState(isoOf(initial?.end));

  const report = (nextStart: string, nextEnd: string) => {
    setStart(nextStart);
    setEnd(nextEnd);
    const startDay = dayOf(nextStart);
    const endDay = dayOf(nextEnd);
    props.onChange?.(startDay && endDay ? { start: startDay, end: endDay } : null);
  };

  const input = (which: 'start' | 'end') => (
    <input
      type="date"
      className={styles.input}
      aria-label={strings.format(which === 'start' ? 'startDate' : 'endDate')}
      aria-invalid={errorMessage ? true : undefined}
      aria-describedby={errorMessage ? errorId : undefined}
      defaultValue={which === 'start' ? start : end}
      min={which === 'end' && start ? start : bounds.min}
      max={bounds.max}
      disabled={isDisabled}
      required={isRequired}
      onChange={(event) => {
        const value = event.currentTarget.value;
        if (which === 'start') report(value, end);
        else report(start, value);
      }}
    />
  );

  return (
    <FieldFrame label={label} errorId={errorId} errorMessage={errorMessage} isRequired={isRequired}>
      {input('start')}
      <span className={styles.dash} aria-hidden="true">
        –
      </span>
      {input('end')}
    </FieldFrame>
  );
}
