import type { BlogPost } from '@voyagent/contracts';
import { Badge, Banner, Button, Progress } from '@voyagent/ui-kit';
import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router';
import { BlogMarkdown } from '../blog/BlogMarkdown';
import { PostMeta } from '../blog/PostList';
import { articleStructuredData, jsonLdText, missingPostHead, postHead } from '../blog/postSeo';
import { isNotFound, useRemote } from '../blog/useRemote';
import { backend } from '../firebase/callables';
import { applyPageHead } from '../routes/RouteChrome';
import { NotFoundPage } from './NotFoundPage';
import '../blog/blog.css';

const productionOrigin = import.meta.env.VITE_PRODUCTION_ORIGIN || undefined;
const LOAD_FAILED = 'We could not load this post. Please try again.';

/**
 * /blog/{slug} (shell.md §2): the post, its Markdown rendered without raw HTML, with its own
 * head (title, description, canonical, Open Graph) and Article structured data. An unknown slug
 * shows the not-found screen. Support staff also see drafts here, marked and never indexed.
 */
export function BlogPostPage() {
  const { slug = '' } = useParams();
  const { pathname, search } = useLocation();
  const [post, retry] = useRemote(() => backend.blogGet({ slug }), slug);
  const missing = post.state === 'failed' && isNotFound(post.error);
  const href = `${window.location.origin}${pathname}${search}`;

  useEffect(() => {
    if (post.state === 'loaded') {
      const head = postHead(post.value, href, window.location.origin, productionOrigin);
      applyPageHead(post.value.status === 'draft' ? { ...head, robots: 'noindex' } : head);
    } else if (missing) {
      applyPageHead(missingPostHead(href, window.location.origin, productionOrigin));
    }
  }, [post, missing, href]);

  if (missing) return <NotFoundPage />;
  if (post.state === 'failed') {
    return (
      <section className="blog-post" aria-label="Blog post">
        <Banner
          variant="danger"
          description={LOAD_FAILED}
          action={<Button onPress={retry}>Try again</Button>}
        />
      </section>
    );
  }
  if (post.state === 'loading') {
    return (
      <section className="blog-post page-loading" aria-label="Blog post">
        <Progress isIndeterminate label="Loading the post" />
      </section>
    );
  }
  return <Article post={post.value} href={href} />;
}

function Article({ post, href }: { post: BlogPost; href: string }) {
  const canonical = postHead(post, href, window.location.origin, productionOrigin).canonical;
  return (
    <article className="blog-post" aria-labelledby="blog-post-title">
      {post.status === 'draft' && <Badge variant="warning">Draft preview</Badge>}
      <h1 id="blog-post-title">{post.title}</h1>
      <p className="blog-post__description">{post.description}</p>
      <PostMeta post={post} />
      <BlogMarkdown markdown={post.body} />
      <script
        type="application/ld+json"
        // JSON, not script: jsonLdText escapes `<`, so the post's text cannot end the element.
        dangerouslySetInnerHTML={{ __html: jsonLdText(articleStructuredData(post, canonical)) }}
      />
    </article>
  );
}
