import { useState } from 'react';
import { Button } from '@voyagent/ui-kit/Button';
import { Dialog } from '@voyagent/ui-kit/Dialog';
import { Switch } from '@voyagent/ui-kit/Switch';
import { useCookieConsent } from './CookieConsentProvider';
import styles from './CookieNotice.module.css';

/** The spec names the notice and its three answers (shell.md §3, §4), not its words. */
export const COOKIE_NOTICE_TEXTS = {
  noticeLabel: 'Cookie notice',
  message:
    'We use essential cookies to run Voyagent, and with your consent analytics and marketing cookies.',
  acceptAll: 'Accept all',
  decline: 'Decline',
  customize: 'Customize',
  settingsTitle: 'Cookie Settings',
  essential: 'Essential',
  essentialDescription: 'Needed for the site to work; always on.',
  analytics: 'Analytics',
  analyticsDescription: 'Helps us see which features travellers use.',
  marketing: 'Marketing',
  marketingDescription: 'Lets us measure our campaigns.',
  save: 'Save preferences',
} as const;

function CookieSettings({ onDone }: { onDone: () => void }) {
  const { consent, save } = useCookieConsent();
  const [analytics, setAnalytics] = useState(consent.preferences.analytics);
  const [marketing, setMarketing] = useState(consent.preferences.marketing);
  return (
    <div className={styles.settings}>
      <Switch isSelected isDisabled description={COOKIE_NOTICE_TEXTS.essentialDescription}>
        {COOKIE_NOTICE_TEXTS.essential}
      </Switch>
      <Switch
        isSelected={analytics}
        onChange={setAnalytics}
        description={COOKIE_NOTICE_TEXTS.analyticsDescription}
      >
        {COOKIE_NOTICE_TEXTS.analytics}
      </Switch>
      <Switch
        isSelected={marketing}
        onChange={setMarketing}
        description={COOKIE_NOTICE_TEXTS.marketingDescription}
      >
        {COOKIE_NOTICE_TEXTS.marketing}
      </Switch>
      <Button
        fullWidth
        onPress={() => {
          save({ analytics, marketing });
          onDone();
        }}
      >
        {COOKIE_NOTICE_TEXTS.save}
      </Button>
    </div>
  );
}

/**
 * shell.md §4: the cookie notice until the visitor accepts, declines or customises; and the
 * Cookie Settings dialog (essential always on, analytics, marketing), which the footer reopens
 * with `useCookieConsent().openSettings()`.
 */
export function CookieNotice({ className }: { className?: string }) {
  const { isNoticeVisible, acceptAll, decline, isSettingsOpen, setSettingsOpen } =
    useCookieConsent();
  return (
    <>
      {isNoticeVisible && !isSettingsOpen && (
        <section
          aria-label={COOKIE_NOTICE_TEXTS.noticeLabel}
          className={[styles.notice, className].filter(Boolean).join(' ')}
        >
          <p className={styles.message}>{COOKIE_NOTICE_TEXTS.message}</p>
          <div className={styles.actions}>
            <Button size="sm" onPress={acceptAll}>
              {COOKIE_NOTICE_TEXTS.acceptAll}
            </Button>
            <Button size="sm" variant="secondary" onPress={decline}>
              {COOKIE_NOTICE_TEXTS.decline}
            </Button>
            <Button size="sm" variant="ghost" onPress={() => setSettingsOpen(true)}>
              {COOKIE_NOTICE_TEXTS.customize}
            </Button>
          </div>
        </section>
      )}
      <Dialog
        isOpen={isSettingsOpen}
        onOpenChange={setSettingsOpen}
        title={COOKIE_NOTICE_TEXTS.settingsTitle}
        size="sm"
      >
        {(close) => <CookieSettings onDone={close} />}
      </Dialog>
    </>
  );
}
