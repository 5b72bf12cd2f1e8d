/**
 * Serves Cloud Functions over real HTTP the way the Functions emulator runs them
 * (firebase-tools' functionsEmulatorRuntime, whose express is the one imported here): express with
 * the json, text, urlencoded and raw body parsers up to 32 MB, each keeping the raw body as
 * `rawBody`, then the function as an express handler. Each function answers at `/<name>`.
 */
import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type ErrorRequestHandler } from 'express';
import type { HttpsFunction } from 'firebase-functions/v2/https';

export interface FunctionsServer {
  /** `http://127.0.0.1:<port>`; a function answers at `${url}/${name}`. */
  url: string;
  close(): Promise<void>;
}

export async function serveFunctions(
  functions: Iterable<readonly [string, HttpsFunction]>,
): Promise<FunctionsServer> {
  const app = express();
  app.enable('trust proxy');
  const limit = '32mb';
  const keepRawBody = (request: IncomingMessage, _response: unknown, buffer: Buffer) => {
    (request as IncomingMessage & { rawBody: Buffer }).rawBody = buffer;
  };
  app.use(express.json({ limit, verify: keepRawBody }));
  app.use(express.text({ limit, verify: keepRawBody }));
  app.use(express.urlencoded({ extended: true, limit, verify: keepRawBody }));
  app.use(express.raw({ type: '*/*', limit, verify: keepRawBody }));
  for (const [name, fn] of functions) {
    app.all(`/${name}`, (request, response) =>
      fn(request as Parameters<HttpsFunction>[0], response),
    );
  }
  // A body the parsers cannot read (malformed JSON, unknown charset) is answered by the platform
  // before any function code runs: its 4xx, no log line.
  const parserError: ErrorRequestHandler = (
    error: { status?: number },
    _request,
    response,
    next,
  ) => {
    if (response.headersSent) return next(error);
    response.status(error.status ?? 500).send('Bad request body');
  };
  app.use(parserError);
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve).once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
