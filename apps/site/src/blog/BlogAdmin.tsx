import type { BlogPostSummary } from '@voyagent/contracts';
import { Banner, Button, Table, TextArea, TextField, type TableColumn } from '@voyagent/ui-kit';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { backend } from '../firebase/callables';
import { serverRefusalText } from '../roles/roleChanges';
import { BlogMarkdown } from './BlogMarkdown';
import { EMPTY_DRAFT, isSlug, parseTags, slugify, type DraftForm } from './draftForm';
import { useRemote } from './useRemote';

const FAILED = 'Something went wrong. Please try again.';

interface Message {
  kind: 'status' | 'alert';
  text: string;
}

/**
 * The blog's drafts for support-level staff (travel.md §2 /admin/blog): the list of drafts,
 * a form to write or edit one in Markdown, its preview as readers will see it, and Publish.
 * The server checks the role and every field; its refusals are shown as it words them.
 */
export function BlogAdmin() {
  const [reload, setReload] = useState(0);
  const [drafts, retryDrafts] = useRemote(() => backend.blogDrafts({ limit: 50 }), String(reload));
  const [form, setForm] = useState<DraftForm>(EMPTY_DRAFT);
  const [savedSlug, setSavedSlug] = useState<string | null>(null);
  const [preview, setPreview] = useState(false);
  const [busy, setBusy] = useState<'save' | 'publish' | 'open' | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const [published, setPublished] = useState<string | null>(null);

  const set = (field: keyof DraftForm) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setSavedSlug(null);
  };

  const run = async (kind: 'save' | 'publish' | 'open', work: () => Promise<void>) => {
    setBusy(kind);
    setMessage(null);
    try {
      await work();
    } catch (error) {
      setMessage({ kind: 'alert', text: serverRefusalText(error, FAILED) });
    } finally {
      setBusy(null);
    }
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    const slug = form.slug.trim() || slugify(form.title);
    if (!isSlug(slug)) {
      setMessage({
        kind: 'alert',
        text: 'Give the post a slug: lower-case words joined by hyphens.',
      });
      return;
    }
    void run('save', async () => {
      const saved = await backend.blogDraftSave({
        slug,
        title: form.title,
        description: form.description,
        body: form.body,
        tags: parseTags(form.tags),
      });
      setForm({ ...form, slug: saved.slug, tags: saved.tags.join(', ') });
      setSavedSlug(saved.slug);
      setPublished(null);
      setMessage({ kind: 'status', text: `Draft "${saved.title}" saved.` });
      setReload((n) => n + 1);
    });
  };

  const publish = () => {
    if (!savedSlug) return;
    void run('publish', async () => {
      await backend.blogPublish({ slug: savedSlug });
      setPublished(savedSlug);
      setMessage({ kind: 'status', text: 'Published.' });
      setForm(EMPTY_DRAFT);
      setSavedSlug(null);
      setPreview(false);
      setReload((n) => n + 1);
    });
  };

  const edit = (slug: string) =>
    void run('open', async () => {
      const post = await backend.blogGet({ slug });
      setForm({
        slug: post.slug,
        title: post.title,
        description: post.description,
        tags: post.tags.join(', '),
        body: post.body,
      });
      setSavedSlug(post.slug);
      setPublished(null);
    });

  const columns: TableColumn<BlogPostSummary>[] = [
    { id: 'title', header: 'Title', cell: (post) => post.title },
    { id: 'slug', header: 'Slug', cell: (post) => post.slug },
    {
      id: 'updated',
      header: 'Last saved',
      cell: (post) => (
        <time dateTime={post.updated_at}>{new Date(post.updated_at).toLocaleString()}</time>
      ),
    },
    {
      id: 'edit',
      header: 'Edit',
      cell: (post) => (
        <Button
          variant="secondary"
          onPress={() => edit(post.slug)}
          aria-label={`Edit ${post.title}`}
        >
          Edit
        </Button>
      ),
    },
  ];

  return (
    <div className="blog-admin__form">
      <section aria-labelledby="blog-drafts-title">
        <h2 id="blog-drafts-title">Drafts</h2>
        {drafts.state === 'loading' && <p role="status">Loading drafts...</p>}
        {drafts.state === 'failed' && (
          <Banner
            variant="danger"
            description={serverRefusalText(drafts.error, FAILED)}
            action={<Button onPress={retryDrafts}>Try again</Button>}
          />
        )}
        {drafts.state === 'loaded' && (
          <Table
            caption="Drafts"
            hideCaption
            columns={columns}
            rows={drafts.value.posts}
            rowKey={(post) => post.slug}
            emptyContent="No drafts."
          />
        )}
      </section>

      <section aria-labelledby="blog-editor-title">
        <h2 id="blog-editor-title">{savedSlug ? `Editing ${savedSlug}` : 'Write a post'}</h2>
        <form className="blog-admin__form" onSubmit={save} noValidate>
          <TextField label="Title" value={form.title} onChange={set('title')} isRequired />
          <TextField
            label="Slug"
            description="The post's address: /blog/your-slug. Left empty, it is made from the title."
            value={form.slug}
            onChange={set('slug')}
          />
          <TextField
            label="Description"
            description="One or two sentences, shown in lists and search results."
            value={form.description}
            onChange={set('description')}
            isRequired
          />
          <TextField
            label="Tags"
            description="Separated by commas."
            value={form.tags}
            onChange={set('tags')}
          />
          <TextArea label="Body (Markdown)" value={form.body} onChange={set('body')} isRequired />
          <div className="blog-admin__actions">
            <Button type="submit" isLoading={busy === 'save'}>
              Save draft
            </Button>
            <Button variant="secondary" onPress={() => setPreview((shown) => !shown)}>
              {preview ? 'Hide preview' : 'Preview'}
            </Button>
            <Button
              variant="secondary"
              isDisabled={!savedSlug}
              isLoading={busy === 'publish'}
              onPress={publish}
            >
              Publish
            </Button>
          </div>
        </form>
        <p role={message?.kind === 'alert' ? 'alert' : 'status'}>
          {message?.text}
          {published && (
            <>
              {' '}
              <Link to={`/blog/${published}`}>View the post</Link>
            </>
          )}
        </p>
        {!savedSlug && form.title !== '' && (
          <p className="guard-status">Save the draft before publishing it.</p>
        )}
      </section>

      {preview && (
        <section className="blog-admin__preview" aria-labelledby="blog-preview-title">
          <h2 id="blog-preview-title">Preview</h2>
          <article className="blog-post">
            <h3>{form.title || 'Untitled'}</h3>
            <p>{form.description}</p>
            <BlogMarkdown markdown={form.body} />
          </article>
        </section>
      )}
    </div>
  );
}
