/**
 * The admin dashboard's e-mail tabs (travel.md §2 /dashboard-admin): `email-captures-list` and
 * `trial-emails-list`, for support-level staff only, checked here (the contracts' support-level
 * flag over the held roles, as aeo-stats and the blog's drafts do) before anything is read.
 */
import {
  emailCapturesList as capturesContract,
  roleFlags,
  trialEmailsList as trialEmailsContract,
} from '@voyagent/contracts';
import { HttpsError } from 'firebase-functions/v2/https';
import type { Kysely } from 'kysely';
import { heldRoles } from '../db/accounts';
import { getDatabase } from '../db/database';
import type { Database } from '../db/schema';
import { defineCallable } from '../http/defineCallable';
import { pageOf } from '../http/payload';
import { captureCount, capturesPage, outboxPage } from './emailListsStore';

async function requireSupportLevel(db: Kysely<Database>, uid: string, message: string) {
  if (!roleFlags(await heldRoles(db, uid)).isSupportLevel) {
    throw new HttpsError('permission-denied', message);
  }
}

/** `email-captures-list` {limit?, offset?} → {captures, total, nextOffset}, newest first. */
export const listEmailCaptures = defineCallable(
  capturesContract,
  async ({ limit, offset }, { uid }) => {
    const db = await getDatabase();
    await requireSupportLevel(db, uid, capturesContract.errors.notSupport);
    const page = pageOf(await capturesPage(db, { limit, offset }), limit, offset);
    return { captures: page.rows, total: await captureCount(db), nextOffset: page.nextOffset };
  },
);

/** `trial-emails-list` {limit?, offset?} → {emails, nextOffset}, newest first, masked. */
export const listTrialEmails = defineCallable(
  trialEmailsContract,
  async ({ limit, offset }, { uid }) => {
    const db = await getDatabase();
    await requireSupportLevel(db, uid, trialEmailsContract.errors.notSupport);
    const page = pageOf(await outboxPage(db, { limit, offset }), limit, offset);
    return { emails: page.rows, nextOffset: page.nextOffset };
  },
);
