import type { EmergencyInfoAnswer } from '@voyagent/contracts';
import type { LocationFailure } from '@voyagent/native';
import { EMERGENCY_COUNTRIES } from '@voyagent/travel-data/emergencyNumbers';
import { Banner, Button, Dialog, Progress, Select, useLocale } from '@voyagent/ui-kit';
import { useCallback, useMemo, useState } from 'react';
import { backend } from '../firebase/callables';
import { ExternalLink } from './ExternalLink';
import { locationFailureTexts } from './locationFailure';
import { LOCATION_TOOL_TEXTS, QUICK_ACTION_LABELS } from './locationTexts';
import { refusalText, useLocatedCall } from './useLocatedCall';
import styles from './location.module.css';

const SERVICES = [
  ['police', 'Police'],
  ['medical', 'Ambulance'],
  ['fire', 'Fire'],
  ['general', 'General emergency'],
] as const;

/** The numbers of one country, each a tel: link, with the dataset's source and date. */
function EmergencyNumbers({ answer }: { answer: EmergencyInfoAnswer }) {
  const { locale } = useLocale();
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${answer.source.dataDate}T00:00:00Z`),
  );
  const listed = SERVICES.filter(([service]) => answer.numbers[service] !== undefined);
  return (
    <div className={styles.answer}>
      <h3 className={styles.country}>{answer.country.name}</h3>
      <ul className={styles.numbers} aria-label={`Emergency numbers in ${answer.country.name}`}>
        {listed.map(([service, label]) => (
          <li key={service}>
            <span>{label}</span>
            <a className={styles.number} href={`tel:${answer.numbers[service]}`}>
              {answer.numbers[service]}
            </a>
            {answer.unconfirmed.includes(service) && (
              <span className={styles.note}>not confirmed by a second source</span>
            )}
          </li>
        ))}
      </ul>
      <p className={styles.source}>
        {answer.source.label} (data of {date}).{' '}
        <ExternalLink href={answer.source.upstreamUrl}>Wikipedia list</ExternalLink>
      </p>
    </div>
  );
}

/** After a refused or failed position: the traveller picks the country instead. */
function ManualCountryChoice({ language }: { language: string }) {
  const options = useMemo(() => {
    const names = new Intl.DisplayNames([language, 'en'], { type: 'region', fallback: 'code' });
    const collator = new Intl.Collator(language);
    return EMERGENCY_COUNTRIES.map((code) => ({ id: code, label: names.of(code) ?? code })).sort(
      (a, b) => collator.compare(a.label, b.label),
    );
  }, [language]);
  const [country, setCountry] = useState<string | null>(null);
  const [shown, setShown] = useState<
    | { kind: 'answer'; answer: EmergencyInfoAnswer }
    | { kind: 'error'; message: string }
    | { kind: 'loading' }
  >();
  const show = async () => {
    if (!country) return;
    setShown({ kind: 'loading' });
    try {
      const answer = await backend.emergencyInfo({ countryCode: country, userLanguage: language });
      setShown({ kind: 'answer', answer });
    } catch (error) {
      setShown({ kind: 'error', message: refusalText(error, LOCATION_TOOL_TEXTS.emergencyFailed) });
    }
  };
  return (
    <div className={styles.answer}>
      <div className={styles.choice}>
        <Select
          label="Choose your country"
          items={options}
          value={country}
          onChange={(key) => setCountry(typeof key === 'string' ? key : null)}
          placeholder="Select a country"
        />
        <Button onPress={show} isDisabled={!country}>
          Show numbers
        </Button>
      </div>
      {shown?.kind === 'loading' && <Progress isIndeterminate label="Loading emergency numbers" />}
      {shown?.kind === 'error' && <Banner variant="danger" title={shown.message} />}
      {shown?.kind === 'answer' && <EmergencyNumbers answer={shown.answer} />}
    </div>
  );
}

const failureBanner = (reason: LocationFailure) => {
  const { title, detail } = locationFailureTexts('emergency', reason);
  return { title, description: detail };
};

/** SI-229: the emergency information dialog (travel.md §2). */
export function EmergencyDialog({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const { locale } = useLocale();
  // SI-240: emergency-info {latitude, longitude, userLanguage}.
  const call = useCallback(
    ({ latitude, longitude }: { latitude: number; longitude: number }) =>
      backend.emergencyInfo({ latitude, longitude, userLanguage: locale }),
    [locale],
  );
  const state = useLocatedCall(isOpen, 'emergencyInfo', call);
  return (
    <Dialog title={QUICK_ACTION_LABELS.emergency} isOpen={isOpen} onOpenChange={onOpenChange}>
      {(state.kind === 'locating' || state.kind === 'loading') && (
        <Progress isIndeterminate label="Finding your emergency numbers" />
      )}
      {state.kind === 'answered' && <EmergencyNumbers answer={state.answer} />}
      {state.kind === 'failed' && (
        <>
          <Banner
            variant="danger"
            title={refusalText(state.error, LOCATION_TOOL_TEXTS.emergencyFailed)}
          />
          <ManualCountryChoice language={locale} />
        </>
      )}
      {state.kind === 'no-location' && (
        <>
          <Banner variant="warning" {...failureBanner(state.reason)} />
          <ManualCountryChoice language={locale} />
        </>
      )}
    </Dialog>
  );
}
