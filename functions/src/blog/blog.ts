/**
 * The blog (shell.md §1, §2; travel.md §1, §2): `blog-list`, `blog-get` and `blog-writers` for
 * everyone; `blog-drafts`, `blog-draft-save` and `blog-publish` for support-level staff (the
 * support-level flag of travel.md §6), checked here before anything is read or written.
 */
import {
  getBlogPost as getContract,
  listBlogDrafts as draftsContract,
  listBlogPosts as listContract,
  listBlogWriters as writersContract,
  publishBlogPost as publishContract,
  roleFlags,
  saveBlogDraft as saveContract,
} from '@voyagent/contracts';
import { HttpsError } from 'firebase-functions/v2/https';
import type { Kysely } from 'kysely';
import { heldRoles } from '../db/accounts';
import { getDatabase } from '../db/database';
import type { Database } from '../db/schema';
import { defineCallable } from '../http/defineCallable';
import { pageOf } from '../http/payload';
import {
  allWriters,
  blogTables,
  draftsPage,
  findPost,
  publishedPostsPage,
  publishPost,
  upsertDraft,
  writerExists,
} from './blogStore';

const isSupportLevel = async (db: Kysely<Database>, uid: string | undefined) =>
  uid !== undefined && roleFlags(await heldRoles(db, uid)).isSupportLevel;

/** Refuses anyone below support level, before the request touches the blog. */
async function requireSupportLevel(db: Kysely<Database>, uid: string, message: string) {
  if (!(await isSupportLevel(db, uid))) throw new HttpsError('permission-denied', message);
}

/** `blog-list` {tag?, writer?, limit?, offset?} → published posts, newest published first. */
export const listBlogPosts = defineCallable(
  listContract,
  async ({ tag, writer, limit, offset }) => {
    const db = blogTables(await getDatabase());
    const page = pageOf(
      await publishedPostsPage(db, { tag, writer }, { limit, offset }),
      limit,
      offset,
    );
    return { posts: page.rows, nextOffset: page.nextOffset };
  },
);

/** `blog-get` {slug} → the post; a draft only for support-level staff, not-found for others. */
export const getBlogPost = defineCallable(getContract, async ({ slug }, { uid }) => {
  const db = await getDatabase();
  const post = await findPost(blogTables(db), slug);
  if (!post || (post.status === 'draft' && !(await isSupportLevel(db, uid)))) {
    throw new HttpsError('not-found', getContract.errors.noPost);
  }
  return post;
});

/** `blog-writers` {} → every writer, by name. */
export const listBlogWriters = defineCallable(writersContract, async () => ({
  writers: await allWriters(blogTables(await getDatabase())),
}));

/** `blog-drafts` {limit?, offset?} → the drafts, newest first. */
export const listBlogDrafts = defineCallable(draftsContract, async ({ limit, offset }, { uid }) => {
  const db = await getDatabase();
  await requireSupportLevel(db, uid, draftsContract.errors.notSupport);
  const page = pageOf(await draftsPage(blogTables(db), { limit, offset }), limit, offset);
  return { posts: page.rows, nextOffset: page.nextOffset };
});

/** `blog-draft-save` {slug, title, description, body, tags?, writer?} → the draft as stored. */
export const saveBlogDraft = defineCallable(saveContract, async (draft, { uid }) => {
  const db = await getDatabase();
  await requireSupportLevel(db, uid, saveContract.errors.notSupport);
  const blog = blogTables(db);
  if (!(await writerExists(blog, draft.writer))) {
    throw new HttpsError('not-found', saveContract.errors.noWriter);
  }
  if (!(await upsertDraft(blog, draft, uid))) {
    throw new HttpsError('failed-precondition', saveContract.errors.published);
  }
  const saved = await findPost(blog, draft.slug);
  if (!saved) throw new Error(`blog draft ${draft.slug} vanished after saving`);
  return saved;
});

/** `blog-publish` {slug} → {slug, status, published_at, changed}. */
export const publishBlogPost = defineCallable(publishContract, async ({ slug }, { uid }) => {
  const db = await getDatabase();
  await requireSupportLevel(db, uid, publishContract.errors.notSupport);
  const result = await publishPost(blogTables(db), slug, uid);
  if (!result) throw new HttpsError('not-found', publishContract.errors.noPost);
  return {
    slug,
    status: 'published' as const,
    published_at: result.published_at.toISOString(),
    changed: result.changed,
  };
});
