/**
 * The assistant's kept conversations: a signed-in user lists and deletes their own
 * (`assistant-transcripts-list`, `assistant-transcript-delete`); support reads every user's
 * latest from the admin chat tab (`assistant-transcripts-admin-list`, support level and above).
 */
import {
  assistantTranscriptDelete as deleteContract,
  assistantTranscriptsAdminList as adminListContract,
  assistantTranscriptsList as listContract,
  roleFlags,
} from '@voyagent/contracts';
import { HttpsError } from 'firebase-functions/v2/https';
import { heldRoles } from '../db/accounts';
import { getDatabase } from '../db/database';
import { defineCallable } from '../http/defineCallable';
import { deleteTranscript, listAllTranscripts, listTranscripts } from './transcriptStore';

export const assistantTranscriptsList = defineCallable(listContract, async (_request, { uid }) => ({
  transcripts: await listTranscripts(await getDatabase(), uid),
}));

export const assistantTranscriptDelete = defineCallable(
  deleteContract,
  async ({ id }, { uid }) => ({
    deleted: await deleteTranscript(await getDatabase(), uid, id),
  }),
);

export const assistantTranscriptsAdminList = defineCallable(
  adminListContract,
  async (_request, { uid }) => {
    const db = await getDatabase();
    if (!roleFlags(await heldRoles(db, uid)).isSupportLevel) {
      throw new HttpsError('permission-denied', adminListContract.errors.notSupport);
    }
    return { transcripts: await listAllTranscripts(db) };
  },
);
