import { INSTALLING_LABEL, SAFARI_WIZARD_HINT, useInstall } from '@voyagent/install-prompts';
import { Button, Card, Link } from '@voyagent/ui-kit';
import { appStoreLinks } from '../config/appStores';
import { useIsClient } from '../prerender/useIsClient';
import { INSTALL_METHODS, installMethodFor, installSteps } from '../promotions/offer';
import styles from '../promotions/promotions.module.css';

/**
 * /download and /pwabuilder (shell.md §2, §4): install the app. The button is the shell's own
 * install (one state with the banner and the wizard: "Installing..." while the browser's prompt
 * is open, then installed); where the browser has no prompt, pressing it tells how, and the steps
 * for each kind of browser are listed with the visitor's marked. Store links only when configured.
 */
export function DownloadPage() {
  const install = useInstall();
  // The build prerenders this page for no device in particular; the visitor's install state and
  // browser apply once the browser has taken that markup over, so hydration matches it.
  const isClient = useIsClient();
  const state = isClient ? install.state : 'not-installed';
  const method = isClient
    ? installMethodFor(install.platform.browser, state === 'prompt-ready')
    : null;
  return (
    <section className={styles.page} aria-labelledby="download-title">
      <h1 id="download-title">Get the Voyagent app</h1>
      <p className={styles.lead}>
        Free to install, straight from your browser: it opens from your home screen and keeps
        working offline.
      </p>
      {state === 'installed' ? (
        <p role="status">Voyagent is installed on this device. Open it from your home screen.</p>
      ) : (
        <>
          <Button
            size="lg"
            isLoading={state === 'installing'}
            loadingText={INSTALLING_LABEL}
            onPress={() => void install.install()}
          >
            Install Free App
          </Button>
          {method === 'iosSafari' && <p>{SAFARI_WIZARD_HINT}</p>}
        </>
      )}
      <section className={styles.section} aria-labelledby="install-steps">
        <h2 id="install-steps">How to install</h2>
        <ul className={styles.methods}>
          {INSTALL_METHODS.map((each) => {
            const { heading, steps } = installSteps(each);
            return (
              <Card as="li" key={each} className={styles.section}>
                <h3>{each === method ? `${heading} (your browser)` : heading}</h3>
                <ol className={styles.list}>
                  {steps.map((step) => (
                    <li key={step}>{step}</li>
                  ))}
                </ol>
              </Card>
            );
          })}
        </ul>
      </section>
      {appStoreLinks.length > 0 && (
        <section className={styles.section} aria-labelledby="app-stores">
          <h2 id="app-stores">Native apps</h2>
          <ul className={styles.stores}>
            {appStoreLinks.map((link) => (
              <li key={link.store}>
                <Link href={link.href} isExternal variant="standalone">
                  {`Get it on ${link.store}`}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </section>
  );
}
