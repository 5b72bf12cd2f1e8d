import { type CalendarDate, getLocalTimeZone, today } from '@internationalized/date';
import { Button } from '@voyagent/ui-kit/Button';
import { Combobox } from '@voyagent/ui-kit/Combobox';
import { DatePicker, DateRangePicker } from '@voyagent/ui-kit/DatePicker';
import { NumberField } from '@voyagent/ui-kit/NumberField';
import { Select, type SelectOption } from '@voyagent/ui-kit/Select';
import { type FormEvent, useState } from 'react';
import {
  FLIGHT_ADULTS,
  FLIGHT_CHILDREN,
  FLIGHT_INFANTS_IN_SEAT,
  FLIGHT_INFANTS_ON_LAP,
  type FlightSearchForm,
  type FlightSearchIssue,
  TRAVEL_CLASSES,
  type TravelClass,
} from '../search/flightSearchValidation';
import {
  earliestReturnDate,
  MOBILE_PASSENGER_CHOICES,
  mobileFlightToast,
  withDefaultDates,
} from '../search/mobileSearchRules';
import { planFlightSearch } from '../search/searchSubmit';
import type { SearchLinkConfig } from '../search/searchLinkConfig';
import { TRIP_TYPES, type TripType } from '../search/tripType';
import { carryOutSearchPlan, showSearchToast, textsByField } from '../SearchForm/searchFeedback';
import {
  countOptions,
  SEARCH_FIELD_DEBOUNCE_MS,
  SEARCH_FIELD_MENU_MIN_WIDTH_PX,
  type SearchLayout,
} from '../SearchForm/searchFormOptions';
import styles from '../SearchForm/SearchForm.module.css';

/**
 * What an airport field needs of a suggestion (`AirportSuggestion` has it): the text it puts in
 * the field once chosen, which the search normalises to "city (CODE)".
 */
export interface AirportChoice {
  displayName: string;
}

export interface FlightSearchProps {
  /** Where the search goes: the partner's flight page and the affiliate ids (travel.md §7). */
  linkConfig: SearchLinkConfig;
  /** Airport suggestions for the origin and destination fields. */
  loadAirports: (query: string, signal: AbortSignal) => Promise<readonly AirportChoice[]>;
  /**
   * `mobile`: separate departure and return pickers (return never before today or the
   * departure), passengers dropdown 1-8, dates default to today and tomorrow (travel.md §5).
   */
  layout?: SearchLayout;
  /** Accessible name of the form. */
  label?: string;
}

const TRIP_LABELS: Record<TripType, string> = { roundtrip: 'Round trip', oneway: 'One-way' };
const TRIP_OPTIONS: SelectOption[] = TRIP_TYPES.map((trip) => ({
  id: trip,
  label: TRIP_LABELS[trip],
}));
const CLASS_LABELS: Record<TravelClass, string> = {
  economy: 'Economy',
  premium_economy: 'Premium economy',
  business: 'Business',
  first: 'First',
};
const CLASS_OPTIONS: SelectOption[] = TRAVEL_CLASSES.map((travelClass) => ({
  id: travelClass,
  label: CLASS_LABELS[travelClass],
}));
const PASSENGER_OPTIONS = countOptions(MOBILE_PASSENGER_CHOICES);

/**
 * The flight search form, round trip or one-way: validates on submit and opens the partner's
 * results in a new tab, or shows each validation text at its field and the "Invalid search
 * parameters" toast, opening nothing (travel.md §4, §5, §8).
 */
export function FlightSearch({
  linkConfig,
  loadAirports,
  layout = 'desktop',
  label = 'Flight search',
}: FlightSearchProps) {
  const [trip, setTrip] = useState<TripType>('roundtrip');
  const [origin, setOrigin] = useState('');
  const [destination, setDestination] = useState('');
  const [departureDate, setDepartureDate] = useState<CalendarDate | null>(null);
  const [returnDate, setReturnDate] = useState<CalendarDate | null>(null);
  const [counts, setCounts] = useState({
    adults: 1,
    children: 0,
    infantsOnLap: 0,
    infantsInSeat: 0,
  });
  const [travelClass, setTravelClass] = useState<TravelClass>('economy');
  const [issues, setIssues] = useState<FlightSearchIssue[]>([]);
  const errors = textsByField(issues);
  const isMobile = layout === 'mobile';
  const isRoundTrip = trip === 'roundtrip';

  const chooseTrip = (next: TripType) => {
    setTrip(next);
    // A one-way search never carries a return leg the visitor can no longer see.
    if (next === 'oneway') setReturnDate(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const visitorToday = today(getLocalTimeZone());
    const form: FlightSearchForm = {
      origin,
      destination,
      departureDate,
      returnDate: isRoundTrip ? returnDate : null,
      ...counts,
      travelClass,
    };
    const missing = isMobile ? mobileFlightToast(form) : null;
    if (missing) {
      setIssues([]);
      showSearchToast(missing);
      return;
    }
    // The phone form's unpicked dates are today and tomorrow; a one-way trip keeps no return.
    const { start, end } = withDefaultDates(departureDate, form.returnDate, visitorToday);
    const search = isMobile
      ? { ...form, departureDate: start, returnDate: isRoundTrip ? end : null }
      : form;
    setIssues(
      carryOutSearchPlan(planFlightSearch(search, { today: visitorToday, config: linkConfig })),
    );
  };

  const airportField = (
    fieldLabel: string,
    onChange: (text: string) => void,
    error: string | undefined,
  ) => (
    <Combobox<AirportChoice>
      label={fieldLabel}
      loadItems={loadAirports}
      itemToString={(airport) => airport.displayName}
      onInputChange={onChange}
      errorMessage={error}
      debounceMs={SEARCH_FIELD_DEBOUNCE_MS}
      minMenuWidth={SEARCH_FIELD_MENU_MIN_WIDTH_PX}
      placeholder="City or airport"
    />
  );

  const desktopDates = isRoundTrip ? (
    <DateRangePicker
      label="Departure – return"
      value={departureDate && returnDate ? { start: departureDate, end: returnDate } : null}
      onChange={(range) => {
        setDepartureDate(range?.start ?? null);
        setReturnDate(range?.end ?? null);
      }}
      errorMessage={errors.departureDate ?? errors.returnDate}
    />
  ) : (
    <DatePicker
      label="Departure"
      value={departureDate}
      onChange={setDepartureDate}
      errorMessage={errors.departureDate}
    />
  );

  const mobileDates = (
    <>
      <DatePicker
        label="Departure"
        value={departureDate}
        onChange={setDepartureDate}
        errorMessage={errors.departureDate}
      />
      {isRoundTrip && (
        <DatePicker
          label="Return"
          value={returnDate}
          onChange={setReturnDate}
          minValue={earliestReturnDate(today(getLocalTimeZone()), departureDate)}
          errorMessage={errors.returnDate}
        />
      )}
    </>
  );

  const countField = (
    field: keyof typeof counts,
    fieldLabel: string,
    range: { min: number; max: number },
  ) => (
    <NumberField
      label={fieldLabel}
      value={counts[field]}
      onChange={(value) => setCounts((current) => ({ ...current, [field]: value }))}
      minValue={range.min}
      maxValue={range.max}
      isInvalid={Boolean(errors[field])}
      errorMessage={errors[field]}
    />
  );

  return (
    <form
      aria-label={label}
      noValidate
      onSubmit={submit}
      className={isMobile ? `${styles.form} ${styles.mobile}` : styles.form}
    >
      <div className={styles.row}>
        <Select
          label="Trip"
          items={TRIP_OPTIONS}
          value={trip}
          onChange={(key) => chooseTrip(key as TripType)}
        />
        <Select
          label="Class"
          items={CLASS_OPTIONS}
          value={travelClass}
          onChange={(key) => setTravelClass(key as TravelClass)}
        />
      </div>
      <div className={styles.row}>
        {airportField('From', setOrigin, errors.origin)}
        {airportField('To', setDestination, errors.destination)}
      </div>
      <div className={styles.row}>{isMobile ? mobileDates : desktopDates}</div>
      {isMobile ? (
        <div className={styles.row}>
          <Select
            label="Passengers"
            items={PASSENGER_OPTIONS}
            value={String(counts.adults)}
            onChange={(key) => setCounts((current) => ({ ...current, adults: Number(key) }))}
          />
        </div>
      ) : (
        <fieldset className={styles.counts}>
          <legend className={styles.legend}>Passengers</legend>
          {countField('adults', 'Adults', FLIGHT_ADULTS)}
          {countField('children', 'Children', FLIGHT_CHILDREN)}
          {countField('infantsOnLap', 'Infants on lap', FLIGHT_INFANTS_ON_LAP)}
          {countField('infantsInSeat', 'Infants in seat', FLIGHT_INFANTS_IN_SEAT)}
          {errors.passengers && (
            <p role="alert" className={styles.groupError}>
              {errors.passengers}
            </p>
          )}
        </fieldset>
      )}
      <Button type="submit" fullWidth={isMobile}>
        {isMobile ? 'Find Flights' : 'Search Flights'}
      </Button>
    </form>
  );
}
