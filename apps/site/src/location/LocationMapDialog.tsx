import { isMobileVariant, readViewport } from '@voyagent/native';
import { Banner, Button, Card, Dialog, Progress } from '@voyagent/ui-kit';
import { useSubscription } from '../account/useSubscription';
import { ExternalLink } from './ExternalLink';
import { isInsideNativeApp } from '../native/nativeApp';
import { LocationMap } from './LocationMap';
import { locationFailureTexts } from './locationFailure';
import { LOCATION_TOOL_TEXTS, QUICK_ACTION_LABELS } from './locationTexts';
import { directionsUrl, formatCoordinates, openInMapsUrl, type Position } from './mapLinks';
import { useCopyIndicator } from './useCopyIndicator';
import { useLocatedCall } from './useLocatedCall';
import styles from './location.module.css';

/**
 * SI-228, SI-231: the native-maps card, for signed-in pro or enterprise users: the maps app (a
 * geo: URI on mobile) and directions; "No location provided" without a position.
 */
export function NativeMapsCard({
  position,
  mobile,
}: {
  position: Position | null;
  mobile: boolean;
}) {
  return (
    <Card as="section" aria-label="Native maps" padding="sm">
      {position ? (
        <div className={styles.actions}>
          <ExternalLink href={openInMapsUrl(position, mobile)}>Open in maps app</ExternalLink>
          <ExternalLink href={directionsUrl(position)}>Get directions</ExternalLink>
        </div>
      ) : (
        <p>{LOCATION_TOOL_TEXTS.noLocation}</p>
      )}
    </Card>
  );
}

const locate = async (coords: Position) => coords;

/** SI-229, SI-230: the current-location map dialog: open in maps, copy coordinates, the map. */
export function LocationMapDialog({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const mobile = isMobileVariant({ name: 'web', isNative: isInsideNativeApp() }, readViewport());
  const state = useLocatedCall(isOpen, 'locationMap', locate);
  const { signedIn, view } = useSubscription();
  const { state: copyState, copy, failure } = useCopyIndicator(navigator.clipboard);
  const position = state.kind === 'answered' ? state.answer : null;
  const noLocation = state.kind === 'no-location' && locationFailureTexts('map', state.reason);
  return (
    <Dialog
      title={QUICK_ACTION_LABELS.myLocation}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="lg"
    >
      {(state.kind === 'locating' || state.kind === 'loading') && (
        <Progress isIndeterminate label="Finding your location" />
      )}
      {noLocation && (
        <Banner variant="warning" title={noLocation.title} description={noLocation.detail} />
      )}
      {position && (
        <div className={styles.answer}>
          <p className={styles.coordinates}>{formatCoordinates(position)}</p>
          <div className={styles.actions}>
            <ExternalLink href={openInMapsUrl(position, mobile)}>Open in Google Maps</ExternalLink>
            <Button variant="secondary" onPress={() => copy(formatCoordinates(position))}>
              {copyState === 'copied' ? 'Copied!' : 'Copy coordinates'}
            </Button>
          </div>
          {failure && <Banner variant="danger" title={failure} />}
          {signedIn && <LocationMap position={position} />}
        </div>
      )}
      {signedIn && view.isPro && state.kind !== 'locating' && (
        <NativeMapsCard position={position} mobile={mobile} />
      )}
    </Dialog>
  );
}
