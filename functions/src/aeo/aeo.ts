/**
 * Answer-engine analytics (shell.md §7, travel.md §2, issue 12): `aeo-event` counts one event of
 * an article's page view for anyone (the site sends it only after analytics consent), rate
 * limited per address for guests; `aeo-stats` answers the last days' counts to support-level
 * staff only, checked here (the contracts' support-level flag over the held roles) before
 * anything is read.
 */
import {
  aeoEvent as eventContract,
  aeoStats as statsContract,
  roleFlags,
} from '@voyagent/contracts';
import { HttpsError } from 'firebase-functions/v2/https';
import { heldRoles } from '../db/accounts';
import { getDatabase } from '../db/database';
import { defineCallable } from '../http/defineCallable';
import { aeoStatsSince, countAeoEvent } from './aeoStore';

/** A page view sends at most seven events; a busy NAT holds many readers at once. */
export const AEO_EVENT_GUEST_LIMIT = { perMinute: 300 };

/** `aeo-event` {event, path, value, label?} → {recorded: true}. */
export const recordAeoEvent = defineCallable(
  eventContract,
  async ({ event, path, value, label }) => {
    await countAeoEvent(await getDatabase(), { event, path, value, label });
    return { recorded: true as const };
  },
  { rateLimit: AEO_EVENT_GUEST_LIMIT },
);

/** `aeo-stats` {} → the last days' counts per path and event, and AI referrals per engine. */
export const readAeoStats = defineCallable(statsContract, async (_request, { uid }) => {
  const db = await getDatabase();
  if (!roleFlags(await heldRoles(db, uid)).isSupportLevel) {
    throw new HttpsError('permission-denied', statsContract.errors.notSupport);
  }
  return aeoStatsSince(db);
});
