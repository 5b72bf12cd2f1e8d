import { DestinationAutocomplete, openExternal } from '@voyagent/search-widgets';
import {
  Banner,
  Button,
  DatePicker,
  Link,
  NumberField,
  type DatePickerProps,
} from '@voyagent/ui-kit';
import { useState, type FormEvent } from 'react';
import {
  buildCarRentalUrl,
  DRIVER_AGE,
  localIsoDay,
  validateCarRental,
  type CarRentalField,
  type CarRentalIssue,
} from '../carRental/carRentalSearch';
import { carRentalPartnerUrl } from '../config/carRentalPartner';
import { log } from '../logging/siteLog';
import { loadDestinations } from '../search/searchSources';
import { useLocalCities } from '../search/useLocalCities';
import { SearchLimitNotice, useSearchUsage } from '../search/useSearchUsage';
import '../carRental/carRental.css';

type Day = NonNullable<DatePickerProps['value']>;

const NOT_CONFIGURED = 'Car search is not configured yet. Please try again later.';
const OPEN_FAILED = 'The car search could not be opened. Please try again later.';
/** A common default at rental desks; the visitor changes it. */
const DEFAULT_DRIVER_AGE = 30;

function firstIssues(issues: readonly CarRentalIssue[]): Partial<Record<CarRentalField, string>> {
  const texts: Partial<Record<CarRentalField, string>> = {};
  for (const issue of issues) texts[issue.field] ??= issue.message;
  return texts;
}

/**
 * /car-rental (shell.md §2): a pick-up place with the site's city suggestions, pick-up and
 * drop-off dates and the driver's age, opening the configured partner's results in a new tab.
 * Each search counts against the daily search cap, as hotel and flight searches do. Without a
 * configured partner the form says so and opens nothing.
 */
export function CarRentalPage() {
  const localCities = useLocalCities();
  const usage = useSearchUsage();
  const [place, setPlace] = useState('');
  const [pickUp, setPickUp] = useState<Day | null>(null);
  const [dropOff, setDropOff] = useState<Day | null>(null);
  const [driverAge, setDriverAge] = useState(DEFAULT_DRIVER_AGE);
  const [issues, setIssues] = useState<CarRentalIssue[]>([]);
  const [opened, setOpened] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const errors = firstIssues(issues);
  const template = carRentalPartnerUrl;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!template) return;
    const checked = validateCarRental(
      {
        place,
        pickUpDate: pickUp?.toString() ?? null,
        dropOffDate: dropOff?.toString() ?? null,
        driverAge,
      },
      localIsoDay(new Date()),
    );
    setOpened(null);
    setFailed(false);
    if (!checked.ok) {
      setIssues(checked.issues);
      return;
    }
    setIssues([]);
    let url: string;
    try {
      url = buildCarRentalUrl(checked.search, template);
    } catch (error) {
      log.warn('Car search could not build its link:', error);
      setFailed(true);
      return;
    }
    if (!usage.gate.allows()) return;
    openExternal(url);
    usage.gate.opened(url);
    setOpened(url);
  };

  return (
    <section className="search-page" aria-labelledby="car-rental-title">
      <h1 id="car-rental-title">Car rental</h1>
      <p className="search-page__lead">
        Find a rental car for your trip; results open on our partner&apos;s site.
      </p>
      <SearchLimitNotice usage={usage} />
      <form aria-label="Car search" noValidate onSubmit={submit} className="car-rental-form">
        {!template && <Banner variant="warning" description={NOT_CONFIGURED} />}
        <DestinationAutocomplete
          label="Pick-up place"
          loadCities={loadDestinations}
          localCities={localCities}
          onInputChange={setPlace}
          errorMessage={errors.place}
          placeholder="City or airport town"
        />
        <div className="car-rental-form__row">
          <DatePicker
            label="Pick-up date"
            value={pickUp}
            onChange={setPickUp}
            errorMessage={errors.pickUpDate}
          />
          <DatePicker
            label="Drop-off date"
            value={dropOff}
            onChange={setDropOff}
            minValue={pickUp ?? undefined}
            errorMessage={errors.dropOffDate}
          />
          <NumberField
            label="Driver age"
            value={driverAge}
            onChange={setDriverAge}
            minValue={DRIVER_AGE.min}
            maxValue={DRIVER_AGE.max}
            isInvalid={Boolean(errors.driverAge)}
            errorMessage={errors.driverAge}
          />
        </div>
        <Button type="submit" isDisabled={!template}>
          Search cars
        </Button>
      </form>
      {failed && <Banner variant="danger" description={OPEN_FAILED} />}
      {opened && (
        <p role="status">
          Results opened on our partner&apos;s site in a new tab.{' '}
          <Link href={opened} isExternal>
            Open the results
          </Link>
        </p>
      )}
    </section>
  );
}
