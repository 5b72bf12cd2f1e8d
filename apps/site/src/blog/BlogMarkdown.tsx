import Markdown from 'react-markdown';

/**
 * A post's Markdown body as React elements. Raw HTML in the Markdown is dropped (`skipHtml`)
 * rather than rendered, and react-markdown's default URL transform keeps only http(s), mailto,
 * tel and relative links, so a post can never inject script, event handlers or
 * `javascript:` links, whoever wrote it.
 */
export function BlogMarkdown({ markdown }: { markdown: string }) {
  return (
    <div className="blog-markdown">
      <Markdown skipHtml>{markdown}</Markdown>
    </div>
  );
}
