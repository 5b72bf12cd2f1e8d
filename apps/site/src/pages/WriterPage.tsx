import { Banner, Button, Progress } from '@voyagent/ui-kit';
import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router';
import { PostList } from '../blog/PostList';
import { missingPostHead, postHead } from '../blog/postSeo';
import { useRemote } from '../blog/useRemote';
import { backend } from '../firebase/callables';
import { applyPageHead } from '../routes/RouteChrome';
import { NotFoundPage } from './NotFoundPage';
import '../blog/blog.css';

const productionOrigin = import.meta.env.VITE_PRODUCTION_ORIGIN || undefined;
const LOAD_FAILED = 'We could not load this writer. Please try again.';
const POSTS_SHOWN = 50;

/**
 * /writers/{slug} (shell.md §2): a writer's profile and their published posts, newest first,
 * with the writer's name and bio in the head. An unknown writer shows the not-found screen.
 */
export function WriterPage() {
  const { slug = '' } = useParams();
  const { pathname, search } = useLocation();
  const [answer, retry] = useRemote(async () => {
    const [{ writers }, { posts }] = await Promise.all([
      backend.blogWriters({}),
      backend.blogList({ writer: slug, limit: POSTS_SHOWN }),
    ]);
    return { writer: writers.find((writer) => writer.slug === slug), posts };
  }, slug);
  const writer = answer.state === 'loaded' ? answer.value.writer : undefined;
  const missing = answer.state === 'loaded' && !writer;
  const href = `${window.location.origin}${pathname}${search}`;

  useEffect(() => {
    if (writer) {
      const about = { title: writer.name, description: writer.bio || `Posts by ${writer.name}.` };
      applyPageHead(postHead(about, href, window.location.origin, productionOrigin));
    } else if (missing) {
      applyPageHead(missingPostHead(href, window.location.origin, productionOrigin));
    }
  }, [writer, missing, href]);

  if (missing) return <NotFoundPage />;
  return (
    <section className="blog-page" aria-labelledby="writer-title">
      {answer.state === 'loading' && <Progress isIndeterminate label="Loading the writer" />}
      {answer.state === 'failed' && (
        <Banner
          variant="danger"
          description={LOAD_FAILED}
          action={<Button onPress={retry}>Try again</Button>}
        />
      )}
      {answer.state === 'loaded' && writer && (
        <>
          <h1 id="writer-title">{writer.name}</h1>
          <p>{writer.bio}</p>
          <h2>Posts by {writer.name}</h2>
          {answer.value.posts.length === 0 ? (
            <p>No posts yet.</p>
          ) : (
            <PostList posts={answer.value.posts} />
          )}
        </>
      )}
    </section>
  );
}
