import { type CalendarDate, getLocalTimeZone, today } from '@internationalized/date';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useLocalizedStringFormatter } from 'react-aria/useLocalizedStringFormatter';
import {
  DatePicker as AriaDatePicker,
  DateRangePicker as AriaDateRangePicker,
  Button,
  Calendar,
  DateInput,
  DateSegment,
  Dialog,
  Group,
  I18nProvider,
  Popover,
  RangeCalendar,
} from 'react-aria-components';
import { cx } from '../internal/cx';
import { fieldStyles, FieldHelp, FieldLabel, useFieldHelpIds } from '../internal/field/FieldParts';
import { warnInDevelopment } from '../internal/warnInDevelopment';
import { CalendarMonths } from './CalendarMonths';
import {
  boundsProblem,
  captionLayoutFor,
  type DateBounds,
  effectiveMinValue,
  rangeMonthCount,
  rangeProblem,
} from './datePickerRules';
import styles from './DatePicker.module.css';
import { datePickerMessages } from './intl';
import { useNarrowViewport } from './useNarrowViewport';

/** A chosen stay or trip: both ends are calendar days without a time. */
export interface DateRange {
  start: CalendarDate;
  end: CalendarDate;
}

interface DatePickerBaseProps {
  /** Visible label of the field. */
  label: ReactNode;
  /** Help text under the field. */
  description?: ReactNode;
  /** Earliest selectable day. Past days are disabled whatever this says, unless `allowPastDates`. */
  minValue?: CalendarDate;
  /** Latest selectable day. With `minValue` too, the caption becomes month and year dropdowns. */
  maxValue?: CalendarDate;
  /** Let days before today be chosen (travel.md §5 disables them by default). */
  allowPastDates?: boolean;
  /** BCP 47 locale for formats, week start and labels, e.g. "fr-FR". Defaults to the page's. */
  locale?: string;
  /** Marks the field invalid and shows this message under it. */
  errorMessage?: string;
  isDisabled?: boolean;
  isRequired?: boolean;
}

export interface DatePickerProps extends DatePickerBaseProps {
  value?: CalendarDate | null;
  defaultValue?: CalendarDate | null;
  onChange?: (value: CalendarDate | null) => void;
}

export interface DateRangePickerProps extends DatePickerBaseProps {
  value?: DateRange | null;
  defaultValue?: DateRange | null;
  onChange?: (value: DateRange | null) => void;
}

export interface MultiDatePickerProps extends Omit<DatePickerBaseProps, 'isRequired'> {
  value?: readonly CalendarDate[];
  defaultValue?: readonly CalendarDate[];
  onChange?: (value: CalendarDate[]) => void;
}

function useDevelopmentWarning(problem: string | null) {
  useEffect(() => {
    if (problem) warnInDevelopment(problem);
  }, [problem]);
}

/** Bounds after the past-day rule, the caption layout they allow, and any problem with them. */
function useCalendarBounds({ minValue, maxValue, allowPastDates = false }: DatePickerBaseProps) {
  const bounds: DateBounds = {
    minValue: effectiveMinValue(today(getLocalTimeZone()), minValue, allowPastDates),
    maxValue,
  };
  const problem = boundsProblem(bounds);
  useDevelopmentWarning(problem);
  return {
    // Bounds that exclude every day send react-aria's focus clamping into a loop: drop the
    // maximum so the calendar stays usable while the warning tells the developer.
    bounds: problem ? { ...bounds, maxValue: undefined } : bounds,
    // The caption follows the bounds the caller gave, not the implicit "no past days" minimum.
    captionLayout: problem ? 'buttons' : captionLayoutFor({ minValue, maxValue }),
  } as const;
}

function WithLocale({ locale, children }: { locale?: string; children: ReactNode }) {
  return locale ? <I18nProvider locale={locale}>{children}</I18nProvider> : children;
}

function CalendarButton() {
  return (
    <Button className={styles.trigger}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" className={styles.icon}>
        <rect x="3" y="5" width="18" height="16" rx="2" />
        <path d="M3 10h18M8 3v4M16 3v4" />
      </svg>
    </Button>
  );
}

/** A single day: typed segment by segment or picked from a calendar popover. */
export function DatePicker(props: DatePickerProps) {
  const { label, description, errorMessage, locale, isDisabled, isRequired } = props;
  const { bounds, captionLayout } = useCalendarBounds(props);
  const help = useFieldHelpIds(description !== undefined);
  return (
    <WithLocale locale={locale}>
      <AriaDatePicker
        className={fieldStyles.field}
        aria-describedby={help.describedBy}
        value={props.value}
        defaultValue={props.defaultValue}
        onChange={props.onChange}
        minValue={bounds.minValue}
        maxValue={bounds.maxValue}
        isInvalid={errorMessage ? true : undefined}
        isDisabled={isDisabled}
        isRequired={isRequired}
        granularity="day"
      >
        <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
        <Group className={styles.group}>
          <DateInput className={styles.input}>
            {(segment) => <DateSegment segment={segment} className={styles.segment} />}
          </DateInput>
          <CalendarButton />
        </Group>
        <FieldHelp description={description} errorMessage={errorMessage} ids={help.helpIds} />
        <Popover className={styles.popover} placement="bottom start">
          <Dialog className={styles.dialog}>
            <Calendar className={styles.calendar}>
              <CalendarMonths monthCount={1} captionLayout={captionLayout} bounds={bounds} />
            </Calendar>
          </Dialog>
        </Popover>
      </AriaDatePicker>
    </WithLocale>
  );
}

/**
 * A start and end day (travel.md §2): two months side by side (one on a phone), past days
 * disabled, and the popover closes once both ends are chosen. An end before the start is shown
 * as invalid rather than thrown.
 */
export function DateRangePicker(props: DateRangePickerProps) {
  // The error text is localised, so it is chosen inside the picker's own locale.
  return (
    <WithLocale locale={props.locale}>
      <DateRangePickerInLocale {...props} />
    </WithLocale>
  );
}

function DateRangePickerInLocale(props: DateRangePickerProps) {
  const { label, description, isDisabled, isRequired } = props;
  const strings = useLocalizedStringFormatter(datePickerMessages);
  const { bounds, captionLayout } = useCalendarBounds(props);
  const isNarrow = useNarrowViewport();
  const help = useFieldHelpIds(description !== undefined);
  // Held here even when uncontrolled so a reversed range stays visible as invalid until fixed.
  const [uncontrolledValue, setUncontrolledValue] = useState(props.defaultValue ?? null);
  const value = props.value !== undefined ? props.value : uncontrolledValue;
  const reversed = rangeProblem(value);
  useDevelopmentWarning(reversed && `DateRangePicker value: ${reversed}`);
  const errorMessage =
    props.errorMessage ?? (reversed ? strings.format('endBeforeStart') : undefined);
  return (
    <AriaDateRangePicker
      className={fieldStyles.field}
      aria-describedby={help.describedBy}
      value={value}
      onChange={(next) => {
        setUncontrolledValue(next);
        props.onChange?.(next);
      }}
      minValue={bounds.minValue}
      maxValue={bounds.maxValue}
      isInvalid={errorMessage ? true : undefined}
      isDisabled={isDisabled}
      isRequired={isRequired}
      granularity="day"
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <Group className={styles.group}>
        <DateInput slot="start" className={styles.input}>
          {(segment) => <DateSegment segment={segment} className={styles.segment} />}
        </DateInput>
        <span aria-hidden="true" className={styles.separator}>
          –
        </span>
        <DateInput slot="end" className={styles.input}>
          {(segment) => <DateSegment segment={segment} className={styles.segment} />}
        </DateInput>
        <CalendarButton />
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} ids={help.helpIds} />
      <Popover className={styles.popover} placement="bottom start">
        <Dialog className={styles.dialog}>
          <RangeCalendar
            className={cx(styles.calendar, styles.rangeCalendar)}
            visibleDuration={{ months: rangeMonthCount(isNarrow) }}
          >
            <CalendarMonths
              monthCount={rangeMonthCount(isNarrow)}
              captionLayout={captionLayout}
              bounds={bounds}
            />
          </RangeCalendar>
        </Dialog>
      </Popover>
    </AriaDateRangePicker>
  );
}

/**
 * Several separate days on an inline calendar: pressing a day (or Enter on it) toggles it.
 * Built on react-aria's Calendar in multiple selection mode.
 */
export function MultiDatePicker(props: MultiDatePickerProps) {
  const { label, description, errorMessage, locale, isDisabled } = props;
  const { bounds, captionLayout } = useCalendarBounds(props);
  const labelId = useId();
  const descriptionId = useId();
  const errorId = useId();
  const describedBy = [description && descriptionId, errorMessage && errorId].filter(Boolean);
  return (
    <WithLocale locale={locale}>
      <div className={fieldStyles.field}>
        <span id={labelId} className={fieldStyles.label}>
          {label}
        </span>
        <Calendar<CalendarDate, 'multiple'>
          selectionMode="multiple"
          aria-labelledby={labelId}
          aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
          className={cx(styles.calendar, styles.inlineCalendar)}
          value={props.value}
          defaultValue={props.defaultValue}
          onChange={(dates) => props.onChange?.([...dates])}
          minValue={bounds.minValue}
          maxValue={bounds.maxValue}
          isInvalid={errorMessage ? true : undefined}
          isDisabled={isDisabled}
        >
          <CalendarMonths monthCount={1} captionLayout={captionLayout} bounds={bounds} />
        </Calendar>
        {description && (
          <span id={descriptionId} className={fieldStyles.description}>
            {description}
          </span>
        )}
        {errorMessage && (
          <span id={errorId} className={fieldStyles.error}>
            {errorMessage}
          </span>
        )}
      </div>
    </WithLocale>
  );
}
