/**
 * The native apps' store pages, for /download: build variables `VITE_APP_STORE_URL` (Apple) and
 * `VITE_PLAY_STORE_URL` (Google). Only https addresses are kept; none is set by default, so the
 * page links no store until the operator has a published app to send people to.
 */

export interface AppStoreLink {
  store: 'App Store' | 'Google Play';
  href: string;
}

function httpsUrl(raw: string | undefined): string | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  try {
    return new URL(value).protocol === 'https:' ? value : undefined;
  } catch {
    return undefined;
  }
}

export function readAppStoreLinks(env: Record<string, string | undefined>): AppStoreLink[] {
  const links: AppStoreLink[] = [];
  const appStore = httpsUrl(env.VITE_APP_STORE_URL);
  const playStore = httpsUrl(env.VITE_PLAY_STORE_URL);
  if (appStore) links.push({ store: 'App Store', href: appStore });
  if (playStore) links.push({ store: 'Google Play', href: playStore });
  return links;
}

export const appStoreLinks: readonly AppStoreLink[] = readAppStoreLinks(import.meta.env);
