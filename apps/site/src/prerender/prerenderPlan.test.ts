import { describe, expect, it } from 'vitest';
import { BLOG_ARTICLE_SLOT, BLOG_HEAD_SLOT, isBlogTemplate } from '@voyagent/contracts/blogPage';
import { blogTemplate, headTags, prerenderedDocument } from './prerenderDocument';
import {
  isPrerenderedFor,
  pageFileName,
  prerenderPaths,
  stylesheetsForMarkup,
  stylesheetsInLoadOrder,
} from './prerenderPlan';

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Voyagent — your AI travel companion</title>
    <meta
      name="description"
      content="Plan trips with AI."
    />
    <script type="module" src="/assets/index.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('prerenderPaths', () => {
  it('lists the indexable routed pages without parameters, never a signed-in or staff page', () => {
    const paths = prerenderPaths();
    expect(paths).toContain('/');
    expect(paths).toContain('/pricing');
    expect(paths).not.toContain('/dashboard');
    expect(paths).not.toContain('/admin');
    // Closed to crawlers, and their forms must not be usable before the script runs.
    expect(paths).not.toContain('/auth');
    expect(paths).not.toContain('/profile');
    expect(paths.some((path) => path.includes(':'))).toBe(false);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('pageFileName', () => {
  it('puts each path where clean URLs serve it', () => {
    expect(pageFileName('/')).toBe('index.html');
    expect(pageFileName('/pricing')).toBe('pricing.html');
    expect(pageFileName('/comparisons/voyagent-vs-kayak/')).toBe(
      'comparisons/voyagent-vs-kayak.html',
    );
  });
});

describe('isPrerenderedFor', () => {
  it('hydrates only markup rendered for this path', () => {
    expect(isPrerenderedFor('/pricing', '/pricing/')).toBe(true);
    expect(isPrerenderedFor('/', '/pricing')).toBe(false);
    expect(isPrerenderedFor(undefined, '/')).toBe(false);
  });
});

describe('prerenderedDocument', () => {
  const page = prerenderedDocument(SHELL, {
    path: '/pricing',
    markup: '<main><h1>Plans</h1><p>Costs $& and $1</p></main>',
    origin: 'https://voyagent.example',
    productionOrigin: 'https://voyagent.example',
  });

  it('gives the page its own head in place of the shell defaults (SI-210)', () => {
    expect(page.match(/<title>/g)).toHaveLength(1);
    expect(page).toContain('<title>Plans and Pricing | Voyagent</title>');
    expect(page.match(/name="description"/g)).toHaveLength(1);
    expect(page).toContain('<link rel="canonical" href="https://voyagent.example/pricing" />');
    expect(page).toContain('<meta name="robots" content="index, follow" />');
    expect(page).toContain(
      '<meta property="og:image" content="https://voyagent.example/og-image.png" />',
    );
    expect(page).toContain('<meta property="og:image:width" content="1200" />');
    expect(page).toContain('<meta property="og:image:height" content="630" />');
    expect(page).toContain('<script type="module" src="/assets/index.js"></script>');
  });

  it('puts the markup in #root verbatim, marked with its path', () => {
    expect(page).toContain(
      '<div id="root" data-prerendered="/pricing"><main><h1>Plans</h1><p>Costs $& and $1</p></main></div>',
    );
  });

  it('closes indexing off the production host', () => {
    const preview = prerenderedDocument(SHELL, {
      path: '/pricing',
      markup: '',
      origin: 'http://127.0.0.1:5000',
      productionOrigin: undefined,
    });
    expect(preview).toContain('<meta name="robots" content="noindex" />');
  });

  it('refuses a shell without an empty root', () => {
    expect(() =>
      prerenderedDocument('<html><head></head><body></body></html>', {
        path: '/',
        markup: '',
        origin: 'https://voyagent.example',
        productionOrigin: undefined,
      }),
    ).toThrow('no empty <div id="root"></div>');
  });
});

describe('headTags', () => {
  it('escapes text that would break out of an attribute', () => {
    const tags = headTags({
      title: 'A "quoted" <title>',
      description: 'x & y',
      keywords: '',
      canonical: 'https://voyagent.example/',
      robots: 'noindex',
    });
    expect(tags).toContain('<title>A &quot;quoted&quot; &lt;title&gt;</title>');
    expect(tags).toContain('content="x &amp; y"');
  });
});

describe('stylesheetsInLoadOrder', () => {
  it('walks from the entry: imports first, then own CSS, then lazy chunks, each file once', () => {
    const order = stylesheetsInLoadOrder({
      'src/main.tsx': {
        file: 'assets/index.js',
        isEntry: true,
        imports: ['_ui.js'],
        css: ['assets/index.css'],
        dynamicImports: ['src/pages/Flights.tsx'],
      },
      '_ui.js': { file: 'assets/ui.js', css: ['assets/ui.css'] },
      'src/pages/Flights.tsx': {
        file: 'assets/Flights.js',
        imports: ['_ui.js', '_form.js'],
        css: ['assets/Flights.css'],
      },
      '_form.js': { file: 'assets/form.js', css: ['assets/form.css', 'assets/ui.css'] },
      'src/unused.tsx': { file: 'assets/unused.js', css: ['assets/unused.css'] },
    });
    expect(order).toEqual([
      'assets/ui.css',
      'assets/index.css',
      'assets/form.css',
      'assets/Flights.css',
    ]);
  });
});

describe('stylesheetsForMarkup', () => {
  const sheets = [
    { file: 'assets/index.css', css: '.hero{color:red}' },
    { file: 'assets/Card.css', css: '._card_1mzmx_1{padding:1rem}' },
    { file: 'assets/Dialog.css', css: '._dialog_9xk2a_1{inset:0}' },
  ];

  it('links the sheets whose classes the markup uses, not those already linked', () => {
    const markup =
      '<main><section class="hero"></section><div class="x _card_1mzmx_1"></div></main>';
    expect(stylesheetsForMarkup(markup, sheets, new Set(['assets/index.css']))).toEqual([
      'assets/Card.css',
    ]);
  });

  it('reads classes from class attributes only, not from text', () => {
    expect(stylesheetsForMarkup('<p>_dialog_9xk2a_1</p>', sheets, new Set())).toEqual([]);
  });
});

describe('blogTemplate', () => {
  const markup = {
    post: `<header>Voyagent</header><main><div data-blog-part="post">${BLOG_ARTICLE_SLOT}</div></main>`,
    missing: '<main><div data-blog-part="post"><h1>Page not found</h1></div></main>',
  };
  const stylesheets = { post: [], missing: ['assets/more.css'] };

  it('writes both pages with the head slot instead of a head, for the template paths', () => {
    const template = blogTemplate(SHELL, {
      markup,
      stylesheets,
      origin: 'https://voyagent.example',
      productionOrigin: 'https://voyagent.example',
    });
    expect(isBlogTemplate(template)).toBe(true);
    expect(template.post).toContain(BLOG_HEAD_SLOT);
    expect(template.post).not.toContain('<title>');
    expect(template.post).not.toContain('rel="canonical"');
    expect(template.post).toContain('data-prerendered="/blog/__post-template__"');
    expect(template.missing).toContain('data-prerendered="/blog/__missing-post-template__"');
    expect(template.missing).toContain('href="/assets/more.css"');
    expect(template).toMatchObject({
      productionOrigin: 'https://voyagent.example',
      keywords: 'travel guide',
    });
    expect(
      blogTemplate(SHELL, {
        markup,
        stylesheets,
        origin: 'http://localhost',
        productionOrigin: undefined,
      }).productionOrigin,
    ).toBeNull();
  });

  it('fails the build when the post page has no article slot', () => {
    expect(() =>
      blogTemplate(SHELL, {
        markup: { ...markup, post: '<main></main>' },
        stylesheets,
        origin: 'http://localhost',
        productionOrigin: undefined,
      }),
    ).toThrow(/article/);
  });
});
