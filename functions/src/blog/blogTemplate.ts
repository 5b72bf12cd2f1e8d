/**
 * The site's blog page template (`blog-post-template.json`, written by the site's build) as the
 * `blog-page` function reads it: fetched from the hosting site it belongs to (the same deploy's
 * stylesheet and script names), kept per instance for a minute, and on a failed fetch the last
 * good copy for as long as there is one. No template at all is an error the handler answers 503.
 */
import { BLOG_TEMPLATE_FILE, isBlogTemplate, type BlogTemplate } from '@voyagent/contracts';
import { serverConfig } from '../config/config';

/** How long a fetched template is used before it is fetched again. */
export const TEMPLATE_TTL_MS = 60_000;
const FETCH_TIMEOUT_MS = 5_000;

export class BlogTemplateError extends Error {}

/** Where the template is: BLOG_TEMPLATE_URL, else the file on SITE_URL. */
export function templateUrl(config: { BLOG_TEMPLATE_URL: string; SITE_URL: string }): string {
  if (config.BLOG_TEMPLATE_URL) return config.BLOG_TEMPLATE_URL;
  if (!config.SITE_URL) {
    throw new BlogTemplateError('set SITE_URL (or BLOG_TEMPLATE_URL) for the blog page template');
  }
  return new URL(`/${BLOG_TEMPLATE_FILE}`, config.SITE_URL).href;
}

async function fetchTemplate(url: string): Promise<BlogTemplate> {
  let answer: Response;
  try {
    answer = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  } catch (error) {
    throw new BlogTemplateError(`the blog page template could not be fetched: ${String(error)}`);
  }
  if (!answer.ok) {
    throw new BlogTemplateError(`the blog page template answered ${answer.status}`);
  }
  let template: unknown;
  try {
    template = await answer.json();
  } catch {
    throw new BlogTemplateError('the blog page template is not JSON');
  }
  if (!isBlogTemplate(template)) {
    throw new BlogTemplateError('the blog page template lacks its head slot or article slot');
  }
  return template;
}

let cached: { url: string; template: BlogTemplate; at: number } | undefined;

/** The template, fresh within TEMPLATE_TTL_MS; throws BlogTemplateError when there is none. */
export async function blogTemplate(now = Date.now()): Promise<BlogTemplate> {
  const url = templateUrl(serverConfig());
  if (cached && cached.url === url && now - cached.at < TEMPLATE_TTL_MS) return cached.template;
  try {
    const template = await fetchTemplate(url);
    cached = { url, template, at: now };
    return template;
  } catch (error) {
    // A hiccup on the way to hosting: the copy of a minute ago is still the deployed site's.
    if (cached && cached.url === url) return cached.template;
    throw error;
  }
}

/** Forgets the cached template (tests). */
export function forgetBlogTemplate(): void {
  cached = undefined;
}
