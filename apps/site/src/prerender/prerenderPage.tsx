import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { ThemeProvider } from '@voyagent/ui-kit';
import { loadChromeParts } from '../layout/chromePartsLoader';
import { AppRoutes } from '../App';

// What the Vite plugin needs beside the render, from this bundle (workspace TypeScript inside).
export { BLOG_TEMPLATE_FILE, BLOG_TEMPLATE_PATHS } from '@voyagent/contracts/blogPage';
export { blogTemplate, prerenderedDocument } from './prerenderDocument';

/**
 * The markup of one page at build time, as the browser's first render will produce it: complete,
 * with no part left for a script to fill in later (the CSP allows no inline script).
 */
export async function prerenderPage(url: string): Promise<string> {
  const markup = await render(url);
  // React's pending parts: a placeholder template with an id, completed by an inline script.
  if (/<template id=|<script>/.test(markup)) {
    throw new Error('part of the page was left for a script to complete');
  }
  return markup;
}

async function render(url: string): Promise<string> {
  // The header's menus are in the markup; the browser keeps it until they load (layout/).
  await loadChromeParts();
  const { pathname, search } = new URL(url);
  // An error inside a Suspense boundary does not fail the render: React would leave that part to
  // the browser and report it at hydration. Here it fails the page, so the build names it.
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <ThemeProvider>
        <StaticRouter location={`${pathname}${search}`}>
          <AppRoutes />
        </StaticRouter>
      </ThemeProvider>
    </StrictMode>,
    {
      onError: (error) => void errors.push(error),
      // Never outline a large finished part to be moved into place by a script: all of it inline.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  if (errors.length > 0) {
    throw new AggregateError(errors, errors.map((error) => String(error)).join('; '));
  }
  return new Response(prelude).text();
}
