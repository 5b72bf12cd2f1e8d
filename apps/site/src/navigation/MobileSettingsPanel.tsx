import { useEffect, useState } from 'react';
import {
  DEFAULT_MOBILE_SETTINGS,
  MOBILE_SETTING_LABELS,
  loadMobileSettings,
  preferencesStore,
  updateMobileSetting,
  type MobileSettingName,
  type MobileSettings,
} from '@voyagent/native';
import { Switch, toast, useTheme } from '@voyagent/ui-kit';

const store = preferencesStore();

/** The settings the panel lists; dark mode is the theme's own switch, stored with them. */
const LISTED: readonly MobileSettingName[] = [
  'notifications',
  'location',
  'camera',
  'offline',
  'analytics',
];

/**
 * shell.md §2, §4: the profile drawer's dark-mode toggle and mobile settings. Each toggle saves
 * at once (device storage: Capacitor Preferences in the app, local storage on the web) and
 * toasts the outcome; a failed save keeps the previous value on screen.
 */
export function MobileSettingsPanel() {
  const { resolvedTheme, setPreference } = useTheme();
  const [settings, setSettings] = useState<MobileSettings>({ ...DEFAULT_MOBILE_SETTINGS });
  useEffect(() => {
    let active = true;
    void loadMobileSettings(store).then((loaded) => {
      if (active) setSettings(loaded);
    });
    return () => {
      active = false;
    };
  }, []);

  const change = async (name: MobileSettingName, value: boolean) => {
    const update = await updateMobileSetting(store, settings, name, value);
    setSettings(update.settings);
    toast({ variant: update.toast.variant, title: update.toast.title });
    return update.settings[name] === value;
  };

  return (
    <div className="mobile-settings">
      <Switch
        isSelected={resolvedTheme === 'dark'}
        onChange={(on) => {
          void change('darkMode', on).then((saved) => {
            if (saved) setPreference(on ? 'dark' : 'light');
          });
        }}
      >
        {MOBILE_SETTING_LABELS.darkMode}
      </Switch>
      <h3 className="mobile-settings__heading">Mobile settings</h3>
      {LISTED.map((name) => (
        <Switch key={name} isSelected={settings[name]} onChange={(on) => void change(name, on)}>
          {MOBILE_SETTING_LABELS[name]}
        </Switch>
      ))}
    </div>
  );
}
