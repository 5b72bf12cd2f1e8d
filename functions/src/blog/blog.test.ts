import { randomUUID } from 'node:crypto';
import type { Role } from '@voyagent/contracts';
import { beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { callableRequest, rejection } from '../../test/callableRequest';
import { getDatabase } from '../db/database';
import {
  getBlogPost,
  listBlogDrafts,
  listBlogPosts,
  listBlogWriters,
  publishBlogPost,
  saveBlogDraft,
} from './blog';
import { blogTables } from './blogStore';

beforeAll(() => {
  process.env.DATABASE_URL = inject('databaseUrl');
});

const SEEDED = [
  'travel-document-checklist',
  'plan-a-multi-city-trip',
  'pack-a-carry-on-for-a-week',
];

// Each test starts from the seeded posts only: the posts other tests wrote are removed.
beforeEach(async () => {
  const db = blogTables(await getDatabase());
  await db.deleteFrom('blog_posts').where('slug', 'not in', SEEDED).execute();
});

/** A signed-in account holding the given staff roles. */
async function account(roles: Role[] = []) {
  const uid = `user-${randomUUID()}`;
  if (roles.length > 0) {
    const db = await getDatabase();
    await db
      .insertInto('user_roles')
      .values(roles.map((role) => ({ user_id: uid, role })))
      .execute();
  }
  return { uid, email: `${uid}@example.com` };
}
type Account = Awaited<ReturnType<typeof account>>;

const draft = (fields: object = {}) => ({
  slug: `draft-${randomUUID().slice(0, 8)}`,
  title: 'A weekend in Porto',
  description: 'Two days by the river.',
  body: '## Day one\n\nWalk along the river.',
  tags: ['weekends'],
  ...fields,
});

const list = (data: object = {}) => listBlogPosts.run(callableRequest(data));
const get = (slug: string, caller?: Account) => getBlogPost.run(callableRequest({ slug }, caller));
const save = (caller: Account, data: object) => saveBlogDraft.run(callableRequest(data, caller));
const publish = (caller: Account, slug: string) =>
  publishBlogPost.run(callableRequest({ slug }, caller));
const refusal = (promise: unknown) => rejection(Promise.resolve(promise));

let support: Account;
let visitor: Account;
beforeAll(async () => {
  support = await account(['support']);
  visitor = await account();
});

describe('blog-list', () => {
  it('lists the seeded posts, newest published first, with their writer', async () => {
    const { posts, nextOffset } = await list();
    expect(posts.map((post) => post.slug)).toEqual(SEEDED);
    expect(posts[0]).toMatchObject({
      status: 'published',
      writer: { slug: 'voyagent-editors', name: 'Voyagent Editors' },
    });
    expect(posts[0]).not.toHaveProperty('body');
    expect(nextOffset).toBeNull();
  });

  it('pages in the same order, and filters by tag and by writer', async () => {
    const first = await list({ limit: 2 });
    const second = await list({ limit: 2, offset: 2 });
    expect([...first.posts, ...second.posts].map((post) => post.slug)).toEqual(SEEDED);
    expect(first.nextOffset).toBe(2);
    expect(second.nextOffset).toBeNull();

    const planning = await list({ tag: 'planning' });
    expect(planning.posts.map((post) => post.slug)).toEqual([
      'travel-document-checklist',
      'plan-a-multi-city-trip',
    ]);
    expect((await list({ tag: 'nothing-tagged' })).posts).toEqual([]);
    expect((await list({ writer: 'voyagent-editors' })).posts).toHaveLength(3);
    expect((await list({ writer: 'someone-else' })).posts).toEqual([]);
  });

  it('never lists drafts', async () => {
    const { slug } = await save(support, draft());
    expect((await list()).posts.map((post) => post.slug)).not.toContain(slug);
  });

  it('refuses a malformed filter with a typed error naming the field', async () => {
    expect(await refusal(list({ tag: 'Not A Tag' }))).toEqual({
      code: 'invalid-argument',
      message: 'tag must be lower-case words joined by hyphens',
    });
    expect((await refusal(list({ limit: 500 }))).code).toBe('invalid-argument');
  });
});

describe('blog-get', () => {
  it('answers a published post with its Markdown body and writer', async () => {
    const post = await get('plan-a-multi-city-trip');
    expect(post.title).toBe('Planning a multi-city trip, step by step');
    expect(post.body).toContain('## Put the stops in a sensible order');
    expect(post.writer.bio).not.toBe('');
  });

  it('answers not-found for an unknown slug, and for a draft to anyone below support', async () => {
    const notFound = { code: 'not-found', message: 'No blog post matches that address.' };
    expect(await refusal(get('no-such-post'))).toEqual(notFound);
    const { slug } = await save(support, draft());
    expect(await refusal(get(slug))).toEqual(notFound);
    expect(await refusal(get(slug, visitor))).toEqual(notFound);
    expect((await get(slug, support)).status).toBe('draft');
  });

  it('refuses a slug that is no slug', async () => {
    expect(await refusal(get('../etc/passwd'))).toEqual({
      code: 'invalid-argument',
      message: 'slug must be lower-case words joined by hyphens',
    });
  });
});

describe('blog-draft-save, blog-drafts and blog-publish', () => {
  it('refuses callers below support level, and guests before the payload', async () => {
    const denied = {
      code: 'permission-denied',
      message: 'Only support staff can write and publish blog posts.',
    };
    const marketing = await account(['marketing']);
    expect(await refusal(save(visitor, draft()))).toEqual(denied);
    expect(await refusal(save(marketing, draft()))).toEqual(denied);
    expect(await refusal(publish(visitor, 'plan-a-multi-city-trip'))).toEqual(denied);
    expect(await refusal(listBlogDrafts.run(callableRequest({}, visitor)))).toEqual(denied);
    expect((await refusal(saveBlogDraft.run(callableRequest(draft())))).code).toBe(
      'unauthenticated',
    );
  });

  it('saves a draft, updates it, lists it for staff, then publishes it to the list', async () => {
    const admin = await account(['admin']);
    const first = await save(
      support,
      draft({ slug: 'porto-weekend', tags: ['weekends', 'weekends'] }),
    );
    expect(first).toMatchObject({ status: 'draft', published_at: null, tags: ['weekends'] });
    expect(first.writer.slug).toBe('voyagent-editors');

    const updated = await save(admin, draft({ slug: 'porto-weekend', title: 'Porto in two days' }));
    expect(updated.title).toBe('Porto in two days');
    const drafts = await listBlogDrafts.run(callableRequest({}, support));
    expect(drafts.posts.map((post) => post.slug)).toEqual(['porto-weekend']);

    const published = await publish(support, 'porto-weekend');
    expect(published).toMatchObject({ slug: 'porto-weekend', status: 'published', changed: true });
    expect((await list()).posts[0]).toMatchObject({
      slug: 'porto-weekend',
      title: 'Porto in two days',
      published_at: published.published_at,
    });
    expect((await listBlogDrafts.run(callableRequest({}, support))).posts).toEqual([]);

    const again = await publish(support, 'porto-weekend');
    expect(again).toEqual({ ...published, changed: false });
  });

  it('never overwrites a published post, and names a missing post or writer', async () => {
    expect(await refusal(save(support, draft({ slug: 'plan-a-multi-city-trip' })))).toEqual({
      code: 'failed-precondition',
      message: 'A published post already has this address. Choose another slug.',
    });
    expect((await get('plan-a-multi-city-trip')).title).toBe(
      'Planning a multi-city trip, step by step',
    );
    expect(await refusal(save(support, draft({ writer: 'nobody-here' })))).toEqual({
      code: 'not-found',
      message: 'No writer matches that slug.',
    });
    expect(await refusal(publish(support, 'no-such-post'))).toEqual({
      code: 'not-found',
      message: 'No blog post matches that address.',
    });
  });

  it('refuses bad drafts with typed errors', async () => {
    const invalid = async (fields: object) => refusal(save(support, draft(fields)));
    expect(await invalid({ title: '   ' })).toEqual({
      code: 'invalid-argument',
      message: 'title is required',
    });
    expect((await invalid({ body: 'x'.repeat(100_001) })).message).toBe(
      'body must be at most 100000 characters',
    );
    expect((await invalid({ tags: Array.from({ length: 9 }, (_, i) => `t${i}`) })).message).toBe(
      'tags must hold at most 8 tags',
    );
    expect((await invalid({ body: 'a\u0000b' })).message).toBe(
      'body must not contain NUL characters',
    );
    expect((await invalid({ status: 'published' })).message).toMatch(/^Unexpected field: status/);
  });
});

describe('blog-writers', () => {
  it('lists the seeded writer', async () => {
    const { writers } = await listBlogWriters.run(callableRequest({}));
    expect(writers).toContainEqual(expect.objectContaining({ slug: 'voyagent-editors' }));
  });
});
