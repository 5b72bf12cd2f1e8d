import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { marketingFigures, reviewFigures } from '@voyagent/contracts/content';
import { EmailPopup } from '@voyagent/emailpopup';
import {
  browserNetwork,
  ConnectionBanner,
  CookieNotice,
  InstallTopBanner,
  OfflineModeBadge,
  SecondInstallPrompt,
  SocialInstallPrompt,
  useCookieConsent,
  useOfflineQueue,
  useOfflineToast,
  useOnlineStatus,
  type OfflineStore,
} from '@voyagent/install-prompts';
import { Banner } from '@voyagent/ui-kit';
import { create } from 'zustand';
import { useAuthStore } from '../auth/authStore';
import { backend } from '../firebase/callables';
import { loadAuthSdk } from '../firebase/sdk';
import { subscribeQueuedActions } from '../saving/offlineSaves';
import { siteOfflineStore } from '../saving/siteOfflineQueue';
import { marketingFigureValue } from './marketingFigure';
import { sitePlatform } from './sitePlatform';

/*
 * The shell's surfaces that the first paint does not need, in one chunk loaded once the page is
 * idle (shell/Shell.tsx): each shows later, on its own schedule or on a change of connection.
 */

/**
 * The page's connection, made once for every surface that follows it. `globalThis`, not
 * `window`: the prerender imports this module too (the cookie notice is in a page's markup).
 */
const siteNetwork = browserNetwork(globalThis as typeof window);

/** The signed-in account's queue counts, for the badge in the top bar. */
const useQueueCounts = create<{ pending: number }>(() => ({ pending: 0 }));

const replayFetch = (url: string, init: RequestInit) => window.fetch(url, init);

/** shell.md §4 (issue 11): how many of the queued actions the server refused for good. */
export function refusedActionsText(count: number): string {
  return count === 1
    ? '1 offline change could not be synced: the server refused it.'
    : `${count} offline changes could not be synced: the server refused them.`;
}

/**
 * The offline queue of the signed-in account (saves made offline, saving/offlineSaves.ts):
 * counted for the banners, replayed on reconnect with a token fetched then, never a stored one.
 */
function useSiteOfflineQueue(online: boolean) {
  const owner = useAuthStore((state) => state.user?.uid);
  const [store, setStore] = useState<OfflineStore | null>(null);
  useEffect(() => {
    let live = true;
    siteOfflineStore()
      .then((opened) => {
        if (live) setStore(opened);
      })
      // No browser database: nothing was queued, the banners show no count.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  const freshHeaders = useCallback(async () => {
    const { auth } = await loadAuthSdk();
    const user = auth.currentUser;
    if (!user || user.uid !== owner) throw new Error('The queue’s owner is not signed in.');
    return { Authorization: `Bearer ${await user.getIdToken()}` };
  }, [owner]);
  const queue = useOfflineQueue({
    // A guest's page replays nothing: every queued action belongs to an account.
    store: owner ? store : null,
    owner,
    online,
    fetch: replayFetch,
    freshHeaders,
    notify: sitePlatform.notify,
  });
  const { refresh, pendingCount } = queue;
  useEffect(() => subscribeQueuedActions(refresh), [refresh]);
  useEffect(() => useQueueCounts.setState({ pending: pendingCount }), [pendingCount]);
  return queue;
}

/** Above the top bar: the offline banner, the install banner and the social install prompt. */
export function TopSurfaces() {
  const online = useOnlineStatus(siteNetwork);
  const { pendingCount, failedCount, dismissFailed } = useSiteOfflineQueue(online);
  return (
    <div className="shell-top">
      <ConnectionBanner online={online} pendingCount={pendingCount} />
      {failedCount > 0 && (
        <Banner
          variant="warning"
          title={refusedActionsText(failedCount)}
          // Cleared only by the visitor: the queue never drops a refused change on its own.
          onDismiss={() => void dismissFailed()}
        />
      )}
      <InstallTopBanner
        rating={reviewFigures.rating}
        userCount={marketingFigureValue(marketingFigures.downloads)}
      />
      <SocialInstallPrompt />
    </div>
  );
}

/** In the top bar: the Offline Mode badge while offline. */
export function HeaderStatus() {
  const online = useOnlineStatus(siteNetwork);
  const pendingCount = useQueueCounts((counts) => counts.pending);
  return online ? null : <OfflineModeBadge pendingCount={pendingCount} />;
}

/**
 * Over the page's foot: the cookie notice, the second mobile install prompt, the offline toast;
 * and the e-mail capture popup (travel.md §4), which opens after 90 s of browsing.
 */
export function BottomSurfaces() {
  const online = useOnlineStatus(siteNetwork);
  const { pathname } = useLocation();
  const { isNoticeVisible } = useCookieConsent();
  // Until the session is read the visitor may be signed in: the e-mail popup waits for a guest.
  const isGuest = useAuthStore((auth) => auth.status === 'signed-out');
  useOfflineToast({
    online,
    pathname,
    session: sitePlatform.session,
    notify: sitePlatform.notify,
  });
  return (
    <>
      {/* Both sit at the foot of the screen: the prompt waits until the notice is answered. */}
      {!isNoticeVisible && <SecondInstallPrompt />}
      <CookieNotice />
      <EmailPopup
        submitEmail={(email) => backend.trialSignupEmail({ email })}
        pathname={pathname}
        isSignedIn={!isGuest}
      />
    </>
  );
}
