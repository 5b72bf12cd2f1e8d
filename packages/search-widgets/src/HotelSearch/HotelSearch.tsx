import { getLocalTimeZone, today } from '@internationalized/date';
import { Button } from '@voyagent/ui-kit/Button';
import { type DateRange, DateRangePicker } from '@voyagent/ui-kit/DatePicker';
import { NumberField } from '@voyagent/ui-kit/NumberField';
import { Select } from '@voyagent/ui-kit/Select';
import { type FormEvent, useState } from 'react';
import type { CitySource } from '../autocomplete/autocompleteSources';
import type { CitySuggestion } from '../autocomplete/suggestions';
import { DestinationAutocomplete } from '../DestinationAutocomplete';
import {
  HOTEL_ADULTS,
  HOTEL_ROOMS,
  type HotelSearchForm,
  type HotelSearchIssue,
} from '../search/hotelSearchValidation';
import {
  MOBILE_GUEST_CHOICES,
  mobileHotelToast,
  withDefaultDates,
} from '../search/mobileSearchRules';
import { planHotelSearch } from '../search/searchSubmit';
import type { SearchLinkConfig } from '../search/searchLinkConfig';
import {
  carryOutSearchPlan,
  type SearchGate,
  showSearchToast,
  textsByField,
} from '../SearchForm/searchFeedback';
import { countOptions, type SearchLayout } from '../SearchForm/searchFormOptions';
import formLayout from '../formLayout/formLayout.module.css';
import styles from '../SearchForm/SearchForm.module.css';
import { hotelFeedbackTexts, useSearchStrings } from '../SearchForm/useSearchStrings';

export interface HotelSearchProps {
  /** Where the search goes: the partner's hotel page (travel.md §7). */
  linkConfig: SearchLinkConfig;
  /** Destination suggestions (the site's backend, or an embed's own source). */
  loadDestinations: CitySource;
  /** Cities bundled with the page, suggested at once while the server is asked. */
  localDestinations?: readonly CitySuggestion[];
  /** `mobile`: guests dropdown 1-8, one room, dates default to today and tomorrow (travel.md §5). */
  layout?: SearchLayout;
  /** Accessible name of the form; "Hotel search" in the locale by default. */
  label?: string;
  /** The destination already in the field (an embed's `data-default-destination`). */
  defaultDestination?: string;
  /** The host's say over valid searches (the site's daily cap); embeds on partner sites pass none. */
  gate?: SearchGate;
}

const GUEST_OPTIONS = countOptions(MOBILE_GUEST_CHOICES);

/**
 * The hotel search form: validates on submit and opens the partner's results in a new tab, or
 * shows each validation text at its field and the "Invalid search parameters" toast, opening
 * nothing (travel.md §4, §5, §8).
 */
export function HotelSearch({
  linkConfig,
  loadDestinations,
  localDestinations,
  layout = 'desktop',
  label,
  defaultDestination = '',
  gate,
}: HotelSearchProps) {
  const strings = useSearchStrings();
  const feedback = hotelFeedbackTexts(strings);
  const [destination, setDestination] = useState(defaultDestination);
  const [dates, setDates] = useState<DateRange | null>(null);
  const [adults, setAdults] = useState(2);
  const [rooms, setRooms] = useState(1);
  const [issues, setIssues] = useState<HotelSearchIssue[]>([]);
  const errors = textsByField(issues, feedback.issueText);
  const isMobile = layout === 'mobile';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const visitorToday = today(getLocalTimeZone());
    const form: HotelSearchForm = {
      destination,
      checkInDate: dates?.start ?? null,
      checkOutDate: dates?.end ?? null,
      adults,
      rooms,
    };
    if (isMobile && mobileHotelToast(form)) {
      setIssues([]);
      showSearchToast({
        title: strings.format('missingDestinationTitle'),
        text: strings.format('missingDestinationText'),
      });
      return;
    }
    // The phone form has no rooms field, and its unpicked dates are today and tomorrow.
    const { start, end } = withDefaultDates(form.checkInDate, form.checkOutDate, visitorToday);
    const search = isMobile ? { ...form, checkInDate: start, checkOutDate: end, rooms: 1 } : form;
    setIssues(
      carryOutSearchPlan(
        planHotelSearch(search, { today: visitorToday, config: linkConfig }),
        feedback,
        gate,
      ),
    );
  };

  return (
    <form
      aria-label={label ?? strings.format('hotelSearch')}
      noValidate
      onSubmit={submit}
      className={`${formLayout.form} ${styles.form}${isMobile ? ` ${styles.mobile}` : ''}`}
    >
      <div className={`${formLayout.row} ${styles.row}`}>
        <DestinationAutocomplete
          label={strings.format('destination')}
          loadCities={loadDestinations}
          localCities={localDestinations}
          defaultInputValue={defaultDestination}
          onInputChange={setDestination}
          errorMessage={errors.destination}
          placeholder={strings.format('destinationPlaceholder')}
        />
        <DateRangePicker
          label={strings.format('hotelDates')}
          value={dates}
          onChange={setDates}
          errorMessage={errors.checkInDate ?? errors.checkOutDate}
        />
      </div>
      <div className={`${formLayout.row} ${styles.row}`}>
        {isMobile ? (
          <Select
            label={strings.format('guests')}
            items={GUEST_OPTIONS}
            value={String(adults)}
            onChange={(key) => setAdults(Number(key))}
          />
        ) : (
          <>
            <NumberField
              label={strings.format('adults')}
              value={adults}
              onChange={setAdults}
              minValue={HOTEL_ADULTS.min}
              maxValue={HOTEL_ADULTS.max}
              isInvalid={Boolean(errors.adults)}
              errorMessage={errors.adults}
            />
            <NumberField
              label={strings.format('rooms')}
              value={rooms}
              onChange={setRooms}
              minValue={HOTEL_ROOMS.min}
              maxValue={HOTEL_ROOMS.max}
              isInvalid={Boolean(errors.rooms)}
              errorMessage={errors.rooms}
            />
          </>
        )}
      </div>
      <Button type="submit" fullWidth={isMobile}>
        {strings.format('searchHotels')}
      </Button>
    </form>
  );
}
