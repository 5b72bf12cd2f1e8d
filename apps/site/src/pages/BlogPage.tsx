import { Banner, Button, Progress } from '@voyagent/ui-kit';
import { BLOG_SLUG_PATTERN } from '@voyagent/contracts/names';
import { Link, useSearchParams } from 'react-router';
import { PostList } from '../blog/PostList';
import { useRemote } from '../blog/useRemote';
import { backend } from '../firebase/callables';
import '../blog/blog.css';

const PAGE_SIZE = 12;
const LOAD_FAILED = 'We could not load the blog. Please try again.';

/** `?page=` as a page number from 1; anything else is page 1. */
function pageNumber(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 && page <= 1000 ? page : 1;
}

/**
 * /blog (shell.md §2): the published posts, newest first, `PAGE_SIZE` a page. `?tag=` lists one
 * tag's posts and `?page=` a later page; malformed values are ignored.
 */
export function BlogPage() {
  const [params] = useSearchParams();
  const rawTag = params.get('tag');
  const tag = rawTag && BLOG_SLUG_PATTERN.test(rawTag) ? rawTag : undefined;
  const page = pageNumber(params.get('page'));
  const [posts, retry] = useRemote(
    () =>
      backend.blogList({
        ...(tag ? { tag } : {}),
        limit: PAGE_SIZE,
        offset: (page - 1) * PAGE_SIZE,
      }),
    `${tag ?? ''}/${page}`,
  );
  const pageLink = (to: number) => {
    const next = new URLSearchParams(tag ? { tag } : {});
    if (to > 1) next.set('page', String(to));
    const query = next.toString();
    return query ? `/blog?${query}` : '/blog';
  };

  return (
    <section className="blog-page" aria-labelledby="blog-title">
      <h1 id="blog-title">Travel Blog</h1>
      {tag ? (
        <p>
          Posts tagged <strong>#{tag}</strong>. <Link to="/blog">All posts</Link>
        </p>
      ) : (
        <p>Guides and ideas for planning better trips.</p>
      )}
      {posts.state === 'loading' && <Progress isIndeterminate label="Loading posts" />}
      {posts.state === 'failed' && (
        <Banner
          variant="danger"
          description={LOAD_FAILED}
          action={<Button onPress={retry}>Try again</Button>}
        />
      )}
      {posts.state === 'loaded' &&
        (posts.value.posts.length === 0 ? (
          <p>No posts here yet.</p>
        ) : (
          <>
            <PostList posts={posts.value.posts} />
            <nav className="blog-admin__actions" aria-label="Blog pages">
              {page > 1 && <Link to={pageLink(page - 1)}>Newer posts</Link>}
              {posts.value.nextOffset !== null && <Link to={pageLink(page + 1)}>Older posts</Link>}
            </nav>
          </>
        ))}
    </section>
  );
}
