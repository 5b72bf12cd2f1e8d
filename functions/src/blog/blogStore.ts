/** The blog in the database (0018): writers, published posts for everyone, drafts for staff. */
import type { BlogPost, BlogPostStatus, BlogPostSummary, BlogWriter } from '@voyagent/contracts';
import { sql, type ColumnType, type Generated, type Kysely } from 'kysely';
import { newestFirstPage } from '../db/pages';
import type { Database, NullableTimestamp, Timestamp } from '../db/schema';

/** A blog writer (0018). */
export interface BlogWritersTable {
  slug: string;
  name: string;
  bio: Generated<string>;
  created_at: Timestamp;
}

/** A blog post (0018): a draft until published, when published_at is set. */
export interface BlogPostsTable {
  id: Generated<string>;
  slug: string;
  title: string;
  description: string;
  body: string;
  writer_slug: string;
  tags: ColumnType<string[], string[] | undefined, string[]>;
  status: ColumnType<BlogPostStatus, BlogPostStatus | undefined, BlogPostStatus>;
  published_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
  updated_by: string | null;
}

export type BlogDatabase = Database & {
  blog_writers: BlogWritersTable;
  blog_posts: BlogPostsTable;
};

/** The shared database handle, typed with the blog's tables. */
export const blogTables = (db: Kysely<Database>): Kysely<BlogDatabase> =>
  db.withTables<{ blog_writers: BlogWritersTable; blog_posts: BlogPostsTable }>();

const summaryColumns = [
  'p.id',
  'p.slug',
  'p.title',
  'p.description',
  'p.tags',
  'p.status',
  'p.published_at',
  'p.updated_at',
  'w.slug as writer_slug',
  'w.name as writer_name',
] as const;

interface SummaryRow {
  slug: string;
  title: string;
  description: string;
  tags: string[];
  status: BlogPostStatus;
  published_at: Date | null;
  updated_at: Date;
  writer_slug: string;
  writer_name: string;
}

function toSummary(row: SummaryRow): BlogPostSummary {
  return {
    slug: row.slug,
    title: row.title,
    description: row.description,
    tags: row.tags,
    writer: { slug: row.writer_slug, name: row.writer_name },
    status: row.status,
    published_at: row.published_at && row.published_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

const postsWithWriters = (db: Kysely<BlogDatabase>) =>
  db.selectFrom('blog_posts as p').innerJoin('blog_writers as w', 'w.slug', 'p.writer_slug');

/**
 * Up to `limit + 1` published posts, newest published first (the shared paging order, over the
 * publication time: a post's created_at is when its draft began), optionally only those carrying
 * `tag` or written by `writer`.
 */
export async function publishedPostsPage(
  db: Kysely<BlogDatabase>,
  filter: { tag?: string; writer?: string },
  page: { limit: number; offset: number },
): Promise<BlogPostSummary[]> {
  let published = postsWithWriters(db)
    .select([...summaryColumns, 'p.published_at as created_at'])
    .where('p.status', '=', 'published');
  if (filter.tag !== undefined) {
    published = published.where(sql<boolean>`${filter.tag} = any(p.tags)`);
  }
  if (filter.writer !== undefined) published = published.where('w.slug', '=', filter.writer);
  const byPublication = db.selectFrom(published.as('posts')).selectAll();
  return (await newestFirstPage(byPublication, page).execute()).map(toSummary);
}

/** Up to `limit + 1` drafts, newest first. */
export async function draftsPage(
  db: Kysely<BlogDatabase>,
  page: { limit: number; offset: number },
): Promise<BlogPostSummary[]> {
  const drafts = db
    .selectFrom(
      postsWithWriters(db)
        .select([...summaryColumns, 'p.created_at'])
        .where('p.status', '=', 'draft')
        .as('drafts'),
    )
    .selectAll();
  return (await newestFirstPage(drafts, page).execute()).map(toSummary);
}

/** The post with that slug, whatever its status, with its writer; undefined when none. */
export async function findPost(
  db: Kysely<BlogDatabase>,
  slug: string,
): Promise<BlogPost | undefined> {
  const row = await postsWithWriters(db)
    .select([...summaryColumns, 'p.body', 'w.bio as writer_bio'])
    .where('p.slug', '=', slug)
    .executeTakeFirst();
  return (
    row && {
      ...toSummary(row),
      body: row.body,
      writer: { slug: row.writer_slug, name: row.writer_name, bio: row.writer_bio },
    }
  );
}

/** The published post with that slug, with its writer; undefined for a draft or none. */
export async function findPublishedPost(
  db: Kysely<BlogDatabase>,
  slug: string,
): Promise<BlogPost | undefined> {
  const post = await findPost(db, slug);
  return post?.status === 'published' ? post : undefined;
}

/**
 * Every published post's slug and last change, most recently changed first, at most `limit`
 * (drafts never: their pages are not public).
 */
export async function publishedPostDates(
  db: Kysely<BlogDatabase>,
  limit: number,
): Promise<{ slug: string; updated_at: Date }[]> {
  return db
    .selectFrom('blog_posts')
    .select(['slug', 'updated_at'])
    .where('status', '=', 'published')
    .orderBy('updated_at', 'desc')
    .orderBy('slug')
    .limit(limit)
    .execute();
}

export async function writerExists(db: Kysely<BlogDatabase>, slug: string): Promise<boolean> {
  const row = await db
    .selectFrom('blog_writers')
    .select('slug')
    .where('slug', '=', slug)
    .executeTakeFirst();
  return row !== undefined;
}

/** Every writer, by name. */
export async function allWriters(db: Kysely<BlogDatabase>): Promise<BlogWriter[]> {
  return db
    .selectFrom('blog_writers')
    .select(['slug', 'name', 'bio'])
    .orderBy('name')
    .orderBy('slug')
    .execute();
}

export interface DraftFields {
  slug: string;
  title: string;
  description: string;
  body: string;
  tags: string[];
  writer: string;
}

/**
 * Creates the draft, or updates the draft of that slug, in one statement; false when a published
 * post holds the slug (it is left as it was).
 */
export async function upsertDraft(
  db: Kysely<BlogDatabase>,
  draft: DraftFields,
  editorId: string,
): Promise<boolean> {
  const fields = {
    title: draft.title,
    description: draft.description,
    body: draft.body,
    tags: [...new Set(draft.tags)],
    writer_slug: draft.writer,
    updated_by: editorId,
  };
  const saved = await db
    .insertInto('blog_posts')
    .values({ slug: draft.slug, ...fields })
    .onConflict((conflict) =>
      conflict
        .column('slug')
        .doUpdateSet({ ...fields, updated_at: sql`now()` })
        .where('blog_posts.status', '=', 'draft'),
    )
    .returning('id')
    .executeTakeFirst();
  return saved !== undefined;
}

/**
 * Publishes the post now; answers its publication time and whether this call published it, or
 * undefined when there is no such post.
 */
export async function publishPost(
  db: Kysely<BlogDatabase>,
  slug: string,
  editorId: string,
): Promise<{ published_at: Date; changed: boolean } | undefined> {
  const published = await db
    .updateTable('blog_posts')
    .set({
      status: 'published',
      published_at: sql`now()`,
      updated_at: sql`now()`,
      updated_by: editorId,
    })
    .where('slug', '=', slug)
    .where('status', '=', 'draft')
    .returning('published_at')
    .executeTakeFirst();
  if (published?.published_at) return { published_at: published.published_at, changed: true };
  const existing = await db
    .selectFrom('blog_posts')
    .select('published_at')
    .where('slug', '=', slug)
    .executeTakeFirst();
  return existing?.published_at
    ? { published_at: existing.published_at, changed: false }
    : undefined;
}
