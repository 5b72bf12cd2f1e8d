import {
  clearAppData,
  MOBILE_SETTINGS_TOASTS,
  preferencesStore,
  type PreferencesStore,
} from '@voyagent/native';
import { Button, toast } from '@voyagent/ui-kit';
import { useState } from 'react';

/**
 * Settings' "Clear app data" (shell.md §8: App data cleared / Failed to clear app data): empties
 * the device storage (Capacitor Preferences in the app, this site's local storage in a browser),
 * so the app settings return to their defaults. The account stays signed in: its session is not
 * kept there.
 */
export function ClearAppData({
  onCleared,
  store = preferencesStore(),
}: {
  /** Called once the data is gone, so the screen can show the defaults. */
  onCleared: () => void;
  store?: PreferencesStore;
}) {
  const [busy, setBusy] = useState(false);
  const clear = async () => {
    setBusy(true);
    const outcome = await clearAppData(store);
    setBusy(false);
    toast[outcome.variant]({ title: outcome.title });
    if (outcome === MOBILE_SETTINGS_TOASTS.cleared) onCleared();
  };
  return (
    <div className="clear-app-data">
      <p id="clear-app-data-description">
        Removes the settings and preferences this device keeps for the app. You stay signed in.
      </p>
      <Button
        variant="secondary"
        isLoading={busy}
        aria-describedby="clear-app-data-description"
        onPress={() => void clear()}
      >
        Clear app data
      </Button>
    </div>
  );
}
