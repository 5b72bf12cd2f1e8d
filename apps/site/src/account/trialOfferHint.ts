/**
 * Whether the account last signed in here was offered the free trial (free and never trialled:
 * the same banner a guest sees, travel.md §4), kept across visits. While a returning member's
 * plan loads, the banners' place shows that offer again, so the page does not move down by a
 * banner's height when the plan confirms it. Only a flag is kept.
 */
export const TRIAL_OFFER_HINT_KEY = 'voyagent.trialOffer';

export function rememberTrialOffer(offered: boolean): void {
  try {
    if (offered) localStorage.setItem(TRIAL_OFFER_HINT_KEY, '1');
    else localStorage.removeItem(TRIAL_OFFER_HINT_KEY);
  } catch {
    // Storage refused (private mode): the banners' place stays empty until the plan is read.
  }
}

export function wasOfferedTrial(): boolean {
  try {
    return localStorage.getItem(TRIAL_OFFER_HINT_KEY) === '1';
  } catch {
    return false;
  }
}
