import type { BlogPostSummary } from '@voyagent/contracts';
import { Card } from '@voyagent/ui-kit';
import { Link } from 'react-router';

/** A post's publication date as the reader's locale writes it (or "Draft"). */
export function publishedLabel(post: Pick<BlogPostSummary, 'published_at'>): string {
  return post.published_at
    ? new Date(post.published_at).toLocaleDateString(undefined, { dateStyle: 'long' })
    : 'Draft';
}

/** Posts as cards: title (linking to the post), description, writer, date and tags. */
export function PostList({ posts }: { posts: readonly BlogPostSummary[] }) {
  return (
    <ul className="blog-post-list">
      {posts.map((post) => (
        <Card as="li" key={post.slug} className="blog-post-card">
          <h2 className="blog-post-card__title">
            <Link to={`/blog/${post.slug}`}>{post.title}</Link>
          </h2>
          <p>{post.description}</p>
          <PostMeta post={post} />
        </Card>
      ))}
    </ul>
  );
}

/** By whom and when, and the post's tags (each listing its posts). */
export function PostMeta({ post }: { post: BlogPostSummary }) {
  return (
    <div className="blog-post-meta">
      <span>
        By <Link to={`/writers/${post.writer.slug}`}>{post.writer.name}</Link>
      </span>
      {post.published_at ? (
        <time dateTime={post.published_at}>{publishedLabel(post)}</time>
      ) : (
        <span>Draft</span>
      )}
      {post.tags.length > 0 && (
        <ul className="blog-tags" aria-label="Tags">
          {post.tags.map((tag) => (
            <li key={tag}>
              <Link to={`/blog?tag=${tag}`}>#{tag}</Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
