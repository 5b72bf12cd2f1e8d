import type { CalendarDate } from '@internationalized/date';
import { useContext } from 'react';
import {
  Button,
  CalendarCell,
  CalendarGrid,
  CalendarHeading,
  CalendarMonthPicker,
  CalendarStateContext,
  CalendarYearPicker,
  RangeCalendarStateContext,
} from 'react-aria-components';
import { type CaptionLayout, type DateBounds, isMonthWithinBounds } from './datePickerRules';
import styles from './DatePicker.module.css';

interface CalendarMonthsProps {
  monthCount: number;
  captionLayout: CaptionLayout;
  bounds: DateBounds;
}

/**
 * The inside of a Calendar or RangeCalendar: one grid per visible month with its caption. Focus,
 * keyboard navigation and date math all come from react-aria through the surrounding calendar.
 */
export function CalendarMonths({ monthCount, captionLayout, bounds }: CalendarMonthsProps) {
  const months = Array.from({ length: monthCount }, (_, index) => index);
  return (
    <div className={styles.months}>
      {months.map((index) => (
        <div key={index} className={styles.month}>
          <div className={styles.caption}>
            {captionLayout === 'buttons' && index === 0 && (
              <Button slot="previous" className={styles.navButton}>
                <span aria-hidden="true">‹</span>
              </Button>
            )}
            {captionLayout === 'dropdown' && index === 0 ? (
              <MonthYearDropdowns bounds={bounds} />
            ) : (
              <CalendarHeading offset={{ months: index }} className={styles.heading} />
            )}
            {captionLayout === 'buttons' && index === monthCount - 1 && (
              <Button slot="next" className={styles.navButton}>
                <span aria-hidden="true">›</span>
              </Button>
            )}
          </div>
          <CalendarGrid offset={{ months: index }} className={styles.grid}>
            {(date: CalendarDate) => <CalendarCell date={date} className={styles.cell} />}
          </CalendarGrid>
        </div>
      ))}
    </div>
  );
}

/** shell.md §5 dropdown caption: native selects, labelled "Month" and "Year" in the locale. */
function MonthYearDropdowns({ bounds }: { bounds: DateBounds }) {
  const calendarState = useContext(CalendarStateContext);
  const rangeCalendarState = useContext(RangeCalendarStateContext);
  const state = calendarState ?? rangeCalendarState;
  return (
    <div className={styles.dropdowns}>
      <CalendarMonthPicker>
        {({ items, value, onChange, 'aria-label': ariaLabel }) => (
          <select
            aria-label={ariaLabel}
            className={styles.select}
            value={String(value)}
            onChange={(event) => onChange(Number(event.target.value))}
          >
            {items.map((item) => (
              <option
                key={item.id}
                value={item.id}
                disabled={!isMonthWithinBounds(item.date, bounds)}
              >
                {item.formatted}
              </option>
            ))}
          </select>
        )}
      </CalendarMonthPicker>
      <CalendarYearPicker>
        {({ items, value, 'aria-label': ariaLabel }) => (
          <select
            aria-label={ariaLabel}
            className={styles.select}
            value={String(value)}
            onChange={(event) => {
              // react-aria's items carry the minimum's month when the list starts at minValue, so
              // keep the shown month and change only the year (and era).
              const picked = items[Number(event.target.value)]?.date;
              if (state && picked) {
                state.setFocusedDate(state.focusedDate.set({ era: picked.era, year: picked.year }));
              }
            }}
          >
            {items.map((item) => (
              <option key={item.id} value={item.id}>
                {item.formatted}
              </option>
            ))}
          </select>
        )}
      </CalendarYearPicker>
    </div>
  );
}
