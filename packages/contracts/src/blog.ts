/**
 * The blog and its writers (shell.md §1, §2; travel.md §1, §2). `blog-list`, `blog-get` and
 * `blog-writers` are public; `blog-drafts`, `blog-draft-save` and `blog-publish` are for
 * support-level staff (the support-level flag of travel.md §6). A post's body is Markdown: the
 * site renders it without raw HTML, so what a writer types can never run as script.
 */
import { z } from 'zod';
import { defineCallableContract, defineHttpContract } from './contract';
import { BLOG_SLUG_PATTERN, FUNCTION_NAMES } from './names';
import {
  isoTimestamp,
  nextOffset,
  noFields,
  pageFields,
  requestObject,
  storableText,
} from './payload';

export const BLOG_POST_STATUSES = ['draft', 'published'] as const;
export type BlogPostStatus = (typeof BLOG_POST_STATUSES)[number];

export const MAX_BLOG_SLUG_LENGTH = 80;
export const MAX_BLOG_TITLE_LENGTH = 150;
export const MAX_BLOG_DESCRIPTION_LENGTH = 300;
export const MAX_BLOG_BODY_LENGTH = 100_000;
export const MAX_BLOG_TAGS = 8;
export const MAX_BLOG_TAG_LENGTH = 40;
export const MAX_BLOG_PAGE = 50;
export const DEFAULT_BLOG_PAGE = 12;
/** The writer of a post saved without one: the seeded editors' profile. */
export const DEFAULT_BLOG_WRITER = 'voyagent-editors';

const slugField = (name: string) =>
  z
    .string({ error: `${name} must be text` })
    .min(1, `${name} is required`)
    .max(MAX_BLOG_SLUG_LENGTH, `${name} must be at most ${MAX_BLOG_SLUG_LENGTH} characters`)
    .regex(BLOG_SLUG_PATTERN, `${name} must be lower-case words joined by hyphens`);

const text = (name: string, max: number) =>
  z
    .string({ error: `${name} must be text` })
    .trim()
    .min(1, `${name} is required`)
    .max(max, `${name} must be at most ${max} characters`)
    .refine(...storableText(name));

const tag = slugField('tag').max(
  MAX_BLOG_TAG_LENGTH,
  `tag must be at most ${MAX_BLOG_TAG_LENGTH} characters`,
);

export const blogWriter = z.strictObject({ slug: z.string(), name: z.string(), bio: z.string() });
export type BlogWriter = z.infer<typeof blogWriter>;

/** A post as lists show it: no body. */
export const blogPostSummary = z.strictObject({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  writer: blogWriter.pick({ slug: true, name: true }),
  status: z.enum(BLOG_POST_STATUSES),
  published_at: isoTimestamp.nullable(),
  updated_at: isoTimestamp,
});
export type BlogPostSummary = z.infer<typeof blogPostSummary>;

/** A whole post: the summary, the Markdown body and the writer's bio. */
export const blogPost = blogPostSummary.extend({ body: z.string(), writer: blogWriter });
export type BlogPost = z.infer<typeof blogPost>;

const postList = z.strictObject({ posts: z.array(blogPostSummary), nextOffset });

/**
 * `blog-list` {tag?, writer?, limit?, offset?} → {posts, nextOffset}: published posts only,
 * newest published first, optionally only those with a tag or by one writer.
 */
export const listBlogPosts = defineCallableContract({
  name: FUNCTION_NAMES.blogList,
  access: 'public',
  request: requestObject(
    {
      tag: tag.optional(),
      writer: slugField('writer').optional(),
      ...pageFields(MAX_BLOG_PAGE, DEFAULT_BLOG_PAGE),
    },
    'Send {tag?, writer?, limit?, offset?}.',
  ),
  response: postList,
  errors: {},
});

/**
 * `blog-get` {slug} → the post. A draft is answered only to support-level staff (for the
 * preview); to anyone else it does not exist yet, so the answer is the same not-found.
 */
export const getBlogPost = defineCallableContract({
  name: FUNCTION_NAMES.blogGet,
  access: 'public',
  request: requestObject({ slug: slugField('slug') }, 'Send {slug}.'),
  response: blogPost,
  errors: {
    /** not-found. */
    noPost: 'No blog post matches that address.',
  },
});

/** `blog-writers` {} → {writers}: every writer, by name. */
export const listBlogWriters = defineCallableContract({
  name: FUNCTION_NAMES.blogWriters,
  access: 'public',
  request: noFields(FUNCTION_NAMES.blogWriters),
  response: z.strictObject({ writers: z.array(blogWriter) }),
  errors: {},
});

const staffOnly = {
  /** permission-denied. */
  notSupport: 'Only support staff can write and publish blog posts.',
};

/** `blog-drafts` {limit?, offset?} → {posts, nextOffset}: the drafts, newest first. */
export const listBlogDrafts = defineCallableContract({
  name: FUNCTION_NAMES.blogDrafts,
  access: 'signedIn',
  request: requestObject(pageFields(MAX_BLOG_PAGE, DEFAULT_BLOG_PAGE), 'Send {limit?, offset?}.'),
  response: postList,
  errors: staffOnly,
});

/**
 * `blog-draft-save` {slug, title, description, body, tags?, writer?} → the draft as stored. A
 * new slug starts a draft; the slug of a draft updates it. A published post is not overwritten
 * from here: its slug is refused.
 */
export const saveBlogDraft = defineCallableContract({
  name: FUNCTION_NAMES.blogDraftSave,
  access: 'signedIn',
  request: requestObject(
    {
      slug: slugField('slug'),
      title: text('title', MAX_BLOG_TITLE_LENGTH),
      description: text('description', MAX_BLOG_DESCRIPTION_LENGTH),
      body: text('body', MAX_BLOG_BODY_LENGTH),
      tags: z
        .array(tag, { error: 'tags must be a list of tags' })
        .max(MAX_BLOG_TAGS, `tags must hold at most ${MAX_BLOG_TAGS} tags`)
        .default([]),
      writer: slugField('writer').default(DEFAULT_BLOG_WRITER),
    },
    'Send {slug, title, description, body, tags?, writer?}.',
  ),
  response: blogPost,
  errors: {
    ...staffOnly,
    /** failed-precondition. */
    published: 'A published post already has this address. Choose another slug.',
    /** not-found. */
    noWriter: 'No writer matches that slug.',
  },
});

/**
 * `blog-publish` {slug} → {slug, status, published_at, changed}: publishes the draft now.
 * Publishing a published post changes nothing.
 */
export const publishBlogPost = defineCallableContract({
  name: FUNCTION_NAMES.blogPublish,
  access: 'signedIn',
  request: requestObject({ slug: slugField('slug') }, 'Send {slug}.'),
  response: z.strictObject({
    slug: z.string(),
    status: z.literal('published'),
    published_at: isoTimestamp,
    changed: z.boolean(),
  }),
  errors: {
    ...staffOnly,
    /** not-found. */
    noPost: getBlogPost.errors.noPost,
  },
});

/**
 * `blog-page`: `/blog/{slug}` as a crawlable page (issue 12 item 4), through hosting's rewrite:
 * a published post's page (200), the not-found screen for anything else (404, drafts too). Its
 * refusals are plain text, never a stack.
 */
export const blogPage = defineHttpContract({
  name: FUNCTION_NAMES.blogPage,
  methods: ['GET', 'HEAD'],
  errors: {
    methodNotAllowed: 'Use GET or HEAD.',
    unavailable: 'The blog is unavailable right now. Please try again in a few minutes.',
  },
});
