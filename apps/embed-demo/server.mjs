// @ts-check
/**
 * Serves the embed demo as a partner's site would: the pages of apps/embed-demo at `/`, the
 * built embed (packages/search-widgets/dist-embed) under `/embed/`, with the cache headers the
 * files are meant for (the loader short, the versioned chunks immutable). Used by the browser
 * tests and the bench; `node apps/embed-demo/server.mjs` serves it on port 5173 to look at.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

const demoDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(demoDir, '../..');

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8' };
const LOADER = 'voyagent-embed.js';

/**
 * @param {{ port?: number, embedDir?: string }} [options] port 0 picks a free one; embedDir
 *   serves another build (the preact one in the bench)
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export function startDemoServer({
  port = 0,
  embedDir = path.join(repoRoot, 'packages/search-widgets/dist-embed'),
} = {}) {
  const server = createServer((request, response) => {
    if (request.url === '/favicon.ico') {
      response.writeHead(204).end();
      return;
    }
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const [root, relative] = pathname.startsWith('/embed/')
      ? [embedDir, pathname.slice('/embed/'.length)]
      : [demoDir, pathname === '/' ? 'index.html' : pathname.slice(1)];
    const file = path.resolve(root, relative);
    const type = TYPES[/** @type {keyof typeof TYPES} */ (path.extname(file))];
    if (
      !file.startsWith(root + path.sep) ||
      !type ||
      !existsSync(file) ||
      !statSync(file).isFile()
    ) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    const cache = !pathname.startsWith('/embed/')
      ? 'no-cache'
      : path.basename(file) === LOADER
        ? 'public, max-age=300'
        : 'public, max-age=31536000, immutable';
    response.writeHead(200, { 'content-type': type, 'cache-control': cache });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const address = /** @type {import('node:net').AddressInfo} */ (server.address());
      resolve({
        url: `http://127.0.0.1:${address.port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { url } = await startDemoServer({ port: 5173 });
  console.log(
    `Embed demo: ${url}/ (build it first: npm run build:embed -w @voyagent/search-widgets)`,
  );
}
