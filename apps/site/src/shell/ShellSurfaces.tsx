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
  useOfflineToast,
  useOnlineStatus,
} from '@voyagent/install-prompts';
import { useAuthStore } from '../auth/authStore';
import { backend } from '../firebase/callables';
import { marketingFigureValue } from './marketingFigure';
import { sitePlatform } from './sitePlatform';

/*
 * The shell's surfaces that the first paint does not need, in one chunk loaded once the page is
 * idle (shell/Shell.tsx): each shows later, on its own schedule or on a change of connection.
 * No action is queued offline yet, so the banners have no pending count to show.
 */

/** The page's connection, made once for every surface that follows it. */
const siteNetwork = browserNetwork(window);

/** Above the top bar: the offline banner, the install banner and the social install prompt. */
export function TopSurfaces() {
  const online = useOnlineStatus(siteNetwork);
  return (
    <div className="shell-top">
      <ConnectionBanner online={online} pendingCount={0} />
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
  return online ? null : <OfflineModeBadge />;
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
