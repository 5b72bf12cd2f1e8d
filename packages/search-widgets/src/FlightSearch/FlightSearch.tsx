import { type CalendarDate, getLocalTimeZone, today } from '@internationalized/date';
import { Button } from '@voyagent/ui-kit/Button';
import { DatePicker, DateRangePicker } from '@voyagent/ui-kit/DatePicker';
import { NumberField } from '@voyagent/ui-kit/NumberField';
import { Select, type SelectOption } from '@voyagent/ui-kit/Select';
import { type FormEvent, useState } from 'react';
import { AirportAutocomplete } from '../AirportAutocomplete';
import type { AirportLoader } from '../autocomplete/autocompleteSources';
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
import {
  carryOutSearchPlan,
  type SearchGate,
  showSearchToast,
  textsByField,
} from '../SearchForm/searchFeedback';
import { countOptions, type SearchLayout } from '../SearchForm/searchFormOptions';
import formLayout from '../formLayout/formLayout.module.css';
import styles from '../SearchForm/SearchForm.module.css';
import { flightFeedbackTexts, useSearchStrings } from '../SearchForm/useSearchStrings';

export interface FlightSearchProps {
  /** Where the search goes: the partner's flight page and the affiliate ids (travel.md §7). */
  linkConfig: SearchLinkConfig;
  /** Airport suggestions for the origin and destination fields. */
  loadAirports: AirportLoader;
  /**
   * `mobile`: separate departure and return pickers (return never before today or the
   * departure), passengers dropdown 1-8, dates default to today and tomorrow (travel.md §5).
   */
  layout?: SearchLayout;
  /** Accessible name of the form; "Flight search" in the locale by default. */
  label?: string;
  /** The host's say over valid searches (the site's daily cap); embeds on partner sites pass none. */
  gate?: SearchGate;
}

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
  label,
  gate,
}: FlightSearchProps) {
  const strings = useSearchStrings();
  const feedback = flightFeedbackTexts(strings);
  const tripOptions: SelectOption[] = TRIP_TYPES.map((tripType) => ({
    id: tripType,
    label: strings.format(`trip_${tripType}`),
  }));
  const classOptions: SelectOption[] = TRAVEL_CLASSES.map((travelClass) => ({
    id: travelClass,
    label: strings.format(`class_${travelClass}`),
  }));
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
  const errors = textsByField(issues, feedback.issueText);
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
    if (isMobile && mobileFlightToast(form)) {
      setIssues([]);
      showSearchToast({
        title: strings.format('missingFlightDetailsTitle'),
        text: strings.format('missingFlightDetailsText'),
      });
      return;
    }
    // The phone form's unpicked dates are today and tomorrow; a one-way trip keeps no return.
    const { start, end } = withDefaultDates(departureDate, form.returnDate, visitorToday);
    const search = isMobile
      ? { ...form, departureDate: start, returnDate: isRoundTrip ? end : null }
      : form;
    setIssues(
      carryOutSearchPlan(
        planFlightSearch(search, { today: visitorToday, config: linkConfig }),
        feedback,
        gate,
      ),
    );
  };

  const airportField = (
    fieldLabel: string,
    onChange: (text: string) => void,
    error: string | undefined,
  ) => (
    <AirportAutocomplete
      label={fieldLabel}
      loadAirports={loadAirports}
      onInputChange={onChange}
      errorMessage={error}
      placeholder={strings.format('airportPlaceholder')}
    />
  );

  const desktopDates = isRoundTrip ? (
    <DateRangePicker
      label={strings.format('flightDates')}
      value={departureDate && returnDate ? { start: departureDate, end: returnDate } : null}
      onChange={(range) => {
        setDepartureDate(range?.start ?? null);
        setReturnDate(range?.end ?? null);
      }}
      errorMessage={errors.departureDate ?? errors.returnDate}
    />
  ) : (
    <DatePicker
      label={strings.format('departure')}
      value={departureDate}
      onChange={setDepartureDate}
      errorMessage={errors.departureDate}
    />
  );

  const mobileDates = (
    <>
      <DatePicker
        label={strings.format('departure')}
        value={departureDate}
        onChange={setDepartureDate}
        errorMessage={errors.departureDate}
      />
      {isRoundTrip && (
        <DatePicker
          label={strings.format('return')}
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
      aria-label={label ?? strings.format('flightSearch')}
      noValidate
      onSubmit={submit}
      className={`${formLayout.form} ${styles.form}${isMobile ? ` ${styles.mobile}` : ''}`}
    >
      <div className={`${formLayout.row} ${styles.row}`}>
        <Select
          label={strings.format('trip')}
          items={tripOptions}
          value={trip}
          onChange={(key) => chooseTrip(key as TripType)}
        />
        <Select
          label={strings.format('travelClass')}
          items={classOptions}
          value={travelClass}
          onChange={(key) => setTravelClass(key as TravelClass)}
        />
      </div>
      <div className={`${formLayout.row} ${styles.row}`}>
        {airportField(strings.format('origin'), setOrigin, errors.origin)}
        {airportField(strings.format('flightDestination'), setDestination, errors.destination)}
      </div>
      <div className={`${formLayout.row} ${styles.row}`}>
        {isMobile ? mobileDates : desktopDates}
      </div>
      {isMobile ? (
        <div className={`${formLayout.row} ${styles.row}`}>
          <Select
            label={strings.format('passengers')}
            items={PASSENGER_OPTIONS}
            value={String(counts.adults)}
            onChange={(key) => setCounts((current) => ({ ...current, adults: Number(key) }))}
          />
        </div>
      ) : (
        <fieldset className={styles.counts}>
          <legend className={formLayout.legend}>{strings.format('passengers')}</legend>
          {countField('adults', strings.format('adults'), FLIGHT_ADULTS)}
          {countField('children', strings.format('children'), FLIGHT_CHILDREN)}
          {countField('infantsOnLap', strings.format('infantsOnLap'), FLIGHT_INFANTS_ON_LAP)}
          {countField('infantsInSeat', strings.format('infantsInSeat'), FLIGHT_INFANTS_IN_SEAT)}
          {errors.passengers && (
            <p role="alert" className={styles.groupError}>
              {errors.passengers}
            </p>
          )}
        </fieldset>
      )}
      <Button type="submit" fullWidth={isMobile}>
        {strings.format(isMobile ? 'findFlights' : 'searchFlights')}
      </Button>
    </form>
  );
}
