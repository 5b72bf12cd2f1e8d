import { getLocalTimeZone, today } from '@internationalized/date';
import { Button } from '@voyagent/ui-kit/Button';
import { Combobox } from '@voyagent/ui-kit/Combobox';
import { type DateRange, DateRangePicker } from '@voyagent/ui-kit/DatePicker';
import { NumberField } from '@voyagent/ui-kit/NumberField';
import { Select } from '@voyagent/ui-kit/Select';
import { type FormEvent, useState } from 'react';
import type { CitySuggestion } from '../autocomplete/suggestions';
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
import { carryOutSearchPlan, showSearchToast, textsByField } from '../SearchForm/searchFeedback';
import {
  countOptions,
  SEARCH_FIELD_DEBOUNCE_MS,
  SEARCH_FIELD_MENU_MIN_WIDTH_PX,
  type SearchLayout,
} from '../SearchForm/searchFormOptions';
import styles from '../SearchForm/SearchForm.module.css';

export interface HotelSearchProps {
  /** Where the search goes: the partner's hotel page (travel.md §7). */
  linkConfig: SearchLinkConfig;
  /** Destination suggestions (the site's backend, or an embed's own source). */
  loadDestinations: (query: string, signal: AbortSignal) => Promise<readonly CitySuggestion[]>;
  /** `mobile`: guests dropdown 1-8, one room, dates default to today and tomorrow (travel.md §5). */
  layout?: SearchLayout;
  /** Accessible name of the form. */
  label?: string;
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
  layout = 'desktop',
  label = 'Hotel search',
}: HotelSearchProps) {
  const [destination, setDestination] = useState('');
  const [dates, setDates] = useState<DateRange | null>(null);
  const [adults, setAdults] = useState(2);
  const [rooms, setRooms] = useState(1);
  const [issues, setIssues] = useState<HotelSearchIssue[]>([]);
  const errors = textsByField(issues);
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
    const missing = isMobile ? mobileHotelToast(form) : null;
    if (missing) {
      setIssues([]);
      showSearchToast(missing);
      return;
    }
    // The phone form has no rooms field, and its unpicked dates are today and tomorrow.
    const { start, end } = withDefaultDates(form.checkInDate, form.checkOutDate, visitorToday);
    const search = isMobile ? { ...form, checkInDate: start, checkOutDate: end, rooms: 1 } : form;
    setIssues(
      carryOutSearchPlan(planHotelSearch(search, { today: visitorToday, config: linkConfig })),
    );
  };

  return (
    <form
      aria-label={label}
      noValidate
      onSubmit={submit}
      className={isMobile ? `${styles.form} ${styles.mobile}` : styles.form}
    >
      <div className={styles.row}>
        <Combobox<CitySuggestion>
          label="Destination"
          loadItems={loadDestinations}
          itemToString={(city) => city.displayName}
          onInputChange={setDestination}
          errorMessage={errors.destination}
          debounceMs={SEARCH_FIELD_DEBOUNCE_MS}
          minMenuWidth={SEARCH_FIELD_MENU_MIN_WIDTH_PX}
          placeholder="City or area"
        />
        <DateRangePicker
          label="Check-in – check-out"
          value={dates}
          onChange={setDates}
          errorMessage={errors.checkInDate ?? errors.checkOutDate}
        />
      </div>
      <div className={styles.row}>
        {isMobile ? (
          <Select
            label="Guests"
            items={GUEST_OPTIONS}
            value={String(adults)}
            onChange={(key) => setAdults(Number(key))}
          />
        ) : (
          <>
            <NumberField
              label="Adults"
              value={adults}
              onChange={setAdults}
              minValue={HOTEL_ADULTS.min}
              maxValue={HOTEL_ADULTS.max}
              isInvalid={Boolean(errors.adults)}
              errorMessage={errors.adults}
            />
            <NumberField
              label="Rooms"
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
        Search Hotels
      </Button>
    </form>
  );
}
