import { useEffect, useRef } from 'react';
import { useCookieConsent } from '@voyagent/install-prompts';
import type { ArticlePage } from '../content/articlePages';
import { backend } from '../firebase/callables';
import {
  AEO_INTERACTION_TRIGGERS,
  aeoInteractionEvent,
  aeoPageViewEvents,
  isAeoArticlePath,
  type AeoEventCall,
} from './aeoEvents';

export type SendAeoEvent = (call: AeoEventCall) => void;

/** Sends one event through `aeo-event`; a failure is dropped, analytics never disturb reading. */
export const sendAeoEvent: SendAeoEvent = (call) => {
  backend.aeoEvent(call).catch(() => undefined);
};

let referrerTaken = false;

/**
 * `document.referrer` belongs to the page the visitor landed on: later pages opened inside the
 * site keep the same value, and must not count the same AI referral again.
 */
function takeLandingReferrer(): string {
  if (referrerTaken) return '';
  referrerTaken = true;
  return document.referrer;
}

/**
 * The answer-engine events of an article's page view (shell.md §7), only once the cookie answer
 * allows analytics (issue 12): nothing is read or sent before; consent given later during the
 * visit sends them then. The page view's events go once per article shown, and the first click,
 * key or scroll after consent sends the interaction, once per article shown.
 */
export function useAeoEvents(page: ArticlePage | undefined, send: SendAeoEvent = sendAeoEvent) {
  const { analyticsAllowed } = useCookieConsent();
  const path = page?.route.path;
  const title = page?.route.breadcrumb ?? '';
  const lead = page?.content.lead ?? '';
  const hasFaq = Boolean(page?.content.faq);
  const viewSentFor = useRef<string | undefined>(undefined);
  const interactionSentFor = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (!analyticsAllowed || path === undefined || !isAeoArticlePath(path)) return;
    const articlePath = path;
    if (viewSentFor.current !== path) {
      viewSentFor.current = path;
      const jsonLd = Array.from(
        document.querySelectorAll('script[type="application/ld+json"]'),
        (script) => script.textContent ?? '',
      );
      const referrer = takeLandingReferrer();
      for (const call of aeoPageViewEvents({ path, title, lead, hasFaq, jsonLd, referrer })) {
        send(call);
      }
    }
    if (interactionSentFor.current === path) return;
    const stop = () => {
      for (const trigger of AEO_INTERACTION_TRIGGERS) {
        window.removeEventListener(trigger, onFirstInteraction, true);
      }
    };
    function onFirstInteraction() {
      stop();
      interactionSentFor.current = articlePath;
      send(aeoInteractionEvent(articlePath));
    }
    for (const trigger of AEO_INTERACTION_TRIGGERS) {
      window.addEventListener(trigger, onFirstInteraction, { capture: true, passive: true });
    }
    return stop;
  }, [analyticsAllowed, path, title, lead, hasFaq, send]);
}
