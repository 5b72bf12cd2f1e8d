import { emailUnsubscribe as contract } from '@voyagent/contracts';
import type { Kysely } from 'kysely';
import { onRequest } from 'firebase-functions/v2/https';
import { serverConfig } from '../config/config';
import { EMAIL_LINK_SECRET } from '../config/secrets';
import { getDatabase } from '../db/database';
import type { Database } from '../db/schema';
import { logger } from '../logging/logger';
import { markUnsubscribed } from './emailSignupsStore';
import { readUnsubscribeToken } from './unsubscribeLink';

const { errors } = contract;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ??
      character,
  );

const STYLE = `
  :root { color-scheme: light dark; --ink: #0f172a; --paper: #ffffff; --accent: #1d4ed8; --focus: #f59e0b; }
  @media (prefers-color-scheme: dark) { :root { --ink: #f1f5f9; --paper: #0f172a; --accent: #93c5fd; } }
  body { margin: 0; font: 1rem/1.5 system-ui, sans-serif; color: var(--ink); background: var(--paper); }
  main { max-width: 32rem; margin: 3rem auto; padding: 0 1rem; }
  button { font: inherit; padding: 0.625rem 1.25rem; border-radius: 0.375rem; border: 2px solid var(--accent); background: var(--accent); color: var(--paper); cursor: pointer; }
  :focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }`;

/** A small page: a heading, a sentence and, to confirm, the button that unsubscribes. */
export function unsubscribeHtml(
  texts: { title: string; message: string },
  confirmToken?: string,
): string {
  const form =
    confirmToken === undefined
      ? ''
      : `<form method="post">
<input type="hidden" name="token" value="${escapeHtml(confirmToken)}">
<button type="submit">${escapeHtml(errors.confirm.button)}</button>
</form>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(texts.title)} · Voyagent</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(texts.title)}</h1>
<p>${escapeHtml(texts.message)}</p>
${form}
</main>
</body>
</html>`;
}

export interface UnsubscribeAnswer {
  status: number;
  html: string;
}

/**
 * GET: a valid token gets the confirmation page (link scanners that follow it unsubscribe
 * nobody). POST: a valid token, from the page's form or in the URL of a one-click
 * List-Unsubscribe-Post, unsubscribes its address. A missing, malformed or forged token: 400.
 */
export async function answerUnsubscribe(
  method: string,
  query: Record<string, unknown>,
  form: URLSearchParams,
  secret: string,
  database: () => Promise<Kysely<Database>>,
  now: Date,
): Promise<UnsubscribeAnswer> {
  const badLink = { status: 400, html: unsubscribeHtml(errors.badLink) };
  const token = form.get('token') ?? query.token;
  if (typeof token !== 'string' || token.length > 1024) return badLink;
  const address = readUnsubscribeToken(token, secret);
  if (address === null) return badLink;
  if (method === 'GET') return { status: 200, html: unsubscribeHtml(errors.confirm, token) };
  await markUnsubscribed(await database(), address, now);
  logger.info('email-unsubscribe: an address unsubscribed');
  return { status: 200, html: unsubscribeHtml(errors.done) };
}

/** `email-unsubscribe`: the link in every sign-up e-mail (contract emailUnsubscribe). */
export const emailUnsubscribe = onRequest(
  { secrets: [EMAIL_LINK_SECRET] },
  async (request, response) => {
    response.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    response.set('X-Content-Type-Options', 'nosniff');
    response.set('Referrer-Policy', 'no-referrer');
    if (request.method !== 'GET' && request.method !== 'POST') {
      response.set('Allow', 'GET, POST').status(405).send(errors.methodNotAllowed);
      return;
    }
    try {
      const secret = serverConfig().EMAIL_LINK_SECRET;
      if (!secret) {
        logger.error('E-mail is not configured: set EMAIL_LINK_SECRET');
        response.status(503).type('html').send(unsubscribeHtml(errors.unavailable));
        return;
      }
      // The framework keeps no raw body for a POST without a Content-Type: an empty form then.
      const rawBody = request.rawBody as Buffer | undefined;
      const form = new URLSearchParams(
        request.method === 'POST' ? (rawBody?.toString('utf8') ?? '') : '',
      );
      const answer = await answerUnsubscribe(
        request.method,
        request.query,
        form,
        secret,
        getDatabase,
        new Date(),
      );
      response.status(answer.status).type('html').send(answer.html);
    } catch (error) {
      logger.error('email-unsubscribe failed', { error });
      response.status(500).type('html').send(unsubscribeHtml(errors.failed));
    }
  },
);
