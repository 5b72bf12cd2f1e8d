import { Banner, Button, Card, Progress } from '@voyagent/ui-kit';
import { Link } from 'react-router';
import { useRemote } from '../blog/useRemote';
import { backend } from '../firebase/callables';
import '../blog/blog.css';

const LOAD_FAILED = 'We could not load the writers. Please try again.';

/** /writers (shell.md §2): the blog's writers, each linking to their profile and posts. */
export function WritersPage() {
  const [writers, retry] = useRemote(() => backend.blogWriters({}), 'writers');
  return (
    <section className="blog-page" aria-labelledby="writers-title">
      <h1 id="writers-title">Our Writers</h1>
      {writers.state === 'loading' && <Progress isIndeterminate label="Loading writers" />}
      {writers.state === 'failed' && (
        <Banner
          variant="danger"
          description={LOAD_FAILED}
          action={<Button onPress={retry}>Try again</Button>}
        />
      )}
      {writers.state === 'loaded' && (
        <ul className="blog-post-list">
          {writers.value.writers.map((writer) => (
            <Card as="li" key={writer.slug} className="blog-post-card">
              <h2 className="blog-post-card__title">
                <Link to={`/writers/${writer.slug}`}>{writer.name}</Link>
              </h2>
              <p>{writer.bio}</p>
            </Card>
          ))}
        </ul>
      )}
    </section>
  );
}
