import { ThemeSwitch } from '@voyagent/ui-kit';
import { useState } from 'react';
import { AccountDataSection } from '../accountPages/AccountDataSection';
import { ClearAppData } from '../native/ClearAppData';
import { MobileSettingsPanel } from '../navigation/MobileSettingsPanel';
import '../accountPages/accountPages.css';

/**
 * /settings (shell.md §2, signed in): the theme, the app settings of the profile drawer with
 * clearing the app data, and the account's data (export and deletion).
 */
export function SettingsPage() {
  // Clearing the app data remounts the settings, which then read the defaults back.
  const [cleared, setCleared] = useState(0);
  return (
    <article className="account-page" aria-labelledby="settings-title">
      <h1 id="settings-title">Settings</h1>
      <section className="account-page__section" aria-labelledby="theme-title">
        <h2 id="theme-title">Theme</h2>
        <ThemeSwitch />
      </section>
      <section className="account-page__section" aria-labelledby="app-settings-title">
        <h2 id="app-settings-title">App settings</h2>
        <MobileSettingsPanel key={cleared} />
        <ClearAppData onCleared={() => setCleared((count) => count + 1)} />
      </section>
      <AccountDataSection />
    </article>
  );
}
