/**
 * The assistant's kept conversations (0022): a signed-in user's questions and answers as they
 * saw them. Every query of a user's own is scoped to that user; support reads across users.
 */
import {
  type AssistantSource,
  type AssistantTranscript,
  MAX_TRANSCRIPT_TITLE_LENGTH,
  MAX_TRANSCRIPTS_LISTED,
} from '@voyagent/contracts';
import { sql, type ColumnType, type Generated, type Kysely } from 'kysely';
import type { Database, Timestamp } from '../db/schema';

export interface TranscriptMessage {
  role: 'user' | 'model';
  text: string;
  sources: AssistantSource[];
}

/** One kept conversation (0022). */
export interface AssistantTranscriptsTable {
  id: Generated<string>;
  user_id: string;
  title: string;
  messages: ColumnType<TranscriptMessage[], string, string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

const transcriptTables = (db: Kysely<Database>) =>
  db.withTables<{ assistant_transcripts: AssistantTranscriptsTable }>();

interface TranscriptRow {
  id: string;
  title: string;
  messages: TranscriptMessage[];
  created_at: Date;
  updated_at: Date;
}

const toTranscript = (row: TranscriptRow): AssistantTranscript => ({
  id: String(row.id),
  title: row.title,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
  messages: row.messages,
});

/**
 * Keeps one question and its answer: appended to the user's conversation `transcriptId`, or a
 * new conversation titled by the question. Undefined when `transcriptId` is not the user's.
 */
export async function keepExchange(
  db: Kysely<Database>,
  userId: string,
  transcriptId: string | undefined,
  exchange: [question: TranscriptMessage, answer: TranscriptMessage],
): Promise<string | undefined> {
  const added = JSON.stringify(exchange);
  const tables = transcriptTables(db);
  if (transcriptId !== undefined) {
    const updated = await tables
      .updateTable('assistant_transcripts')
      .set({
        messages: sql<string>`messages || ${added}::jsonb`,
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', transcriptId)
      .where('user_id', '=', userId)
      .returning('id')
      .executeTakeFirst();
    return updated && String(updated.id);
  }
  const inserted = await tables
    .insertInto('assistant_transcripts')
    .values({
      user_id: userId,
      title: exchange[0].text.slice(0, MAX_TRANSCRIPT_TITLE_LENGTH),
      messages: added,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return String(inserted.id);
}

/** Whether the user has a conversation by that id. */
export async function ownsTranscript(
  db: Kysely<Database>,
  userId: string,
  transcriptId: string,
): Promise<boolean> {
  const row = await transcriptTables(db)
    .selectFrom('assistant_transcripts')
    .select('id')
    .where('id', '=', transcriptId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The user's conversations, last continued first. */
export async function listTranscripts(
  db: Kysely<Database>,
  userId: string,
): Promise<AssistantTranscript[]> {
  const rows = await transcriptTables(db)
    .selectFrom('assistant_transcripts')
    .select(['id', 'title', 'messages', 'created_at', 'updated_at'])
    .where('user_id', '=', userId)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(MAX_TRANSCRIPTS_LISTED)
    .execute();
  return rows.map(toTranscript);
}

/** Deletes one conversation of the user's; false when they have none by that id. */
export async function deleteTranscript(
  db: Kysely<Database>,
  userId: string,
  transcriptId: string,
): Promise<boolean> {
  const result = await transcriptTables(db)
    .deleteFrom('assistant_transcripts')
    .where('id', '=', transcriptId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Every user's latest conversations, for support's chat tab. */
export async function listAllTranscripts(
  db: Kysely<Database>,
): Promise<(AssistantTranscript & { userId: string })[]> {
  const rows = await transcriptTables(db)
    .selectFrom('assistant_transcripts')
    .select(['id', 'user_id', 'title', 'messages', 'created_at', 'updated_at'])
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(MAX_TRANSCRIPTS_LISTED)
    .execute();
  return rows.map((row) => ({ ...toTranscript(row), userId: row.user_id }));
}
