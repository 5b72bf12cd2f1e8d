/** Dismissed banners stay hidden for the rest of the visit (session storage). */
const key = (name: string) => `voyagent-dismissed-${name}`;

export function isDismissed(name: string): boolean {
  try {
    return sessionStorage.getItem(key(name)) === 'true';
  } catch {
    return false;
  }
}

export function rememberDismissal(name: string): void {
  try {
    sessionStorage.setItem(key(name), 'true');
  } catch {
    // Without storage the banner stays closed until the page reloads.
  }
}
