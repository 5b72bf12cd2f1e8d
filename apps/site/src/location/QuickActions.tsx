import { Button, Card, useLocale } from '@voyagent/ui-kit';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useSubscription } from '../account/useSubscription';
import { backend } from '../firebase/callables';
import { currentLocation } from './currentLocation';
import { QUICK_ACTION_LABELS } from './locationTexts';
import styles from './location.module.css';

// The dialogs load when first opened, outside the home page's chunk.
const EmergencyDialog = lazy(async () => ({
  default: (await import('./EmergencyDialog')).EmergencyDialog,
}));
const NearbyDialog = lazy(async () => ({
  default: (await import('./NearbyDialog')).NearbyDialog,
}));
const LocationMapDialog = lazy(async () => ({
  default: (await import('./LocationMapDialog')).LocationMapDialog,
}));

type OpenDialog = 'emergency' | 'nearby' | 'location' | null;

/** The traveller's country code from the position, or null (no position, at sea, a failure). */
async function currentCountry(userLanguage: string): Promise<string | null> {
  const located = await currentLocation('quickActions');
  if (!located.ok) return null;
  const { latitude, longitude } = located.coords;
  try {
    return (await backend.emergencyInfo({ latitude, longitude, userLanguage })).country.code;
  } catch {
    return null;
  }
}

/**
 * SI-218: the quick-actions card (travel.md §2): Emergency Info, My Location, Offline Maps (signed-in
 * paid users only, SI-227), Quick Translate, Safety Check (the risk radar on the current country),
 * Quick Budget and Nearby Restaurants.
 */
export function QuickActions() {
  const { signedIn, view } = useSubscription();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const [open, setOpen] = useState<OpenDialog>(null);
  const [checking, setChecking] = useState(false);
  const openChange = (dialog: OpenDialog) => (isOpen: boolean) => setOpen(isOpen ? dialog : null);

  const safetyCheck = async () => {
    setChecking(true);
    const country = await currentCountry(locale);
    setChecking(false);
    navigate(country ? `/risk-radar?${new URLSearchParams({ country })}` : '/risk-radar');
  };

  return (
    <Card as="section" aria-labelledby="quick-actions-title" className={styles.quickActions}>
      <h2 id="quick-actions-title" className={styles.title}>
        Quick actions
      </h2>
      <ul className={styles.grid}>
        <li>
          <Button variant="secondary" className={styles.tile} onPress={() => setOpen('emergency')}>
            {QUICK_ACTION_LABELS.emergency}
          </Button>
        </li>
        <li>
          <Button variant="secondary" className={styles.tile} onPress={() => setOpen('location')}>
            {QUICK_ACTION_LABELS.myLocation}
          </Button>
        </li>
        {signedIn && view.isPro && (
          <li>
            <Link to="/offline-maps" className={styles.tile}>
              {QUICK_ACTION_LABELS.offlineMaps}
            </Link>
          </li>
        )}
        <li>
          <Link to="/translate" className={styles.tile}>
            {QUICK_ACTION_LABELS.translate}
          </Link>
        </li>
        <li>
          <Button
            variant="secondary"
            className={styles.tile}
            onPress={safetyCheck}
            isDisabled={checking}
          >
            {QUICK_ACTION_LABELS.safety}
          </Button>
        </li>
        <li>
          <Link to="/budget" className={styles.tile}>
            {QUICK_ACTION_LABELS.budget}
          </Link>
        </li>
        <li>
          <Button variant="secondary" className={styles.tile} onPress={() => setOpen('nearby')}>
            {QUICK_ACTION_LABELS.nearby}
          </Button>
        </li>
      </ul>
      <Suspense>
        {open === 'emergency' && <EmergencyDialog isOpen onOpenChange={openChange('emergency')} />}
        {open === 'nearby' && <NearbyDialog isOpen onOpenChange={openChange('nearby')} />}
        {open === 'location' && <LocationMapDialog isOpen onOpenChange={openChange('location')} />}
      </Suspense>
    </Card>
  );
}
