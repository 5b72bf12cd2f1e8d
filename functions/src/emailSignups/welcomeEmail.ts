/**
 * The one e-mail a popup sign-up receives: where to start the 7-day free trial (travel.md §1) and
 * how to stop these e-mails. Plain text and HTML say the same. Pure.
 */
import { TRIAL_DAYS } from '@voyagent/contracts';
import type { OutgoingEmail } from './emailProvider';

export const WELCOME_SUBJECT = `Your ${TRIAL_DAYS}-day free trial of Voyagent is waiting`;
const FREE_TRIAL_PATH = '/free-trial';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ??
      character,
  );

export function welcomeEmail(options: {
  to: string;
  unsubscribeUrl: string;
  /** The site's origin (SITE_URL); without it the message names the page without a link. */
  siteUrl: string;
}): OutgoingEmail {
  const { to, unsubscribeUrl } = options;
  const trialUrl = options.siteUrl ? new URL(FREE_TRIAL_PATH, options.siteUrl).toString() : '';
  const intro = 'Thanks for signing up for Voyagent travel tips.';
  const offer = `Start your ${TRIAL_DAYS}-day free trial, no card needed`;
  const notInterested = 'Not interested?';
  const text = [
    intro,
    trialUrl ? `${offer}: ${trialUrl}` : `${offer} on the Voyagent website.`,
    `${notInterested} Unsubscribe: ${unsubscribeUrl}`,
  ].join('\n\n');
  const offerHtml = trialUrl
    ? `<a href="${escapeHtml(trialUrl)}">${escapeHtml(offer)}</a>.`
    : `${escapeHtml(offer)} on the Voyagent website.`;
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    `<p>${offerHtml}</p>`,
    `<p>${notInterested} <a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe</a>.</p>`,
  ].join('\n');
  return { to, subject: WELCOME_SUBJECT, text, html, unsubscribeUrl };
}
