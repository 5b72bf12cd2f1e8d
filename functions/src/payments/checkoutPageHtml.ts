/**
 * The local provider's pages: plain, accessible HTML (labelled form, visible focus, dark mode),
 * worded by the payments-checkout contract.
 */
import { LOCAL_CHECKOUT_PAGE_TEXTS as TEXTS } from '@voyagent/contracts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ??
      character,
  );

const STYLE = `
  :root { color-scheme: light dark; --ink: #0f172a; --paper: #ffffff; --muted: #475569; --accent: #1d4ed8; --focus: #f59e0b; }
  @media (prefers-color-scheme: dark) { :root { --ink: #f1f5f9; --paper: #0f172a; --muted: #cbd5e1; --accent: #93c5fd; } }
  body { margin: 0; font: 1rem/1.5 system-ui, sans-serif; color: var(--ink); background: var(--paper); }
  main { max-width: 32rem; margin: 3rem auto; padding: 0 1rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 0.25rem 1rem; }
  dt { color: var(--muted); }
  dd { margin: 0; font-weight: 600; }
  label { display: block; margin-top: 1rem; }
  input { font: inherit; padding: 0.5rem; width: 100%; box-sizing: border-box; color: var(--ink); background: var(--paper); border: 1px solid var(--muted); border-radius: 0.375rem; }
  .actions { display: flex; gap: 0.75rem; margin-top: 1.5rem; }
  button, a.button { font: inherit; padding: 0.625rem 1.25rem; border-radius: 0.375rem; border: 2px solid var(--accent); cursor: pointer; text-decoration: none; }
  button.primary { background: var(--accent); color: var(--paper); }
  button.secondary, a.button { background: transparent; color: var(--accent); }
  :focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
  .note { color: var(--muted); font-size: 0.875rem; }`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Voyagent</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

export interface CheckoutPageView {
  planName: string;
  /** e.g. "$9.99 per month"; null when no display price is configured. */
  price: string | null;
  /** e.g. "20% off: $7.99 per month"; null without a discount. */
  discount: string | null;
  /** A guest checkout asks for the e-mail the purchase is recorded against. */
  askEmail: boolean;
  session: string;
}

export function checkoutPage(view: CheckoutPageView): string {
  const rows = [
    [TEXTS.plan, view.planName],
    ...(view.price ? [[TEXTS.priceLabel, view.price]] : []),
    ...(view.discount ? [[TEXTS.discountLabel, view.discount]] : []),
  ]
    .map(([term, value]) => `<dt>${escapeHtml(term ?? '')}</dt><dd>${escapeHtml(value ?? '')}</dd>`)
    .join('');
  const email = view.askEmail
    ? `<label for="email">${escapeHtml(TEXTS.emailLabel)}</label>
<input id="email" name="email" type="email" autocomplete="email" required maxlength="254" aria-describedby="email-note">
<p id="email-note" class="note">${escapeHtml(TEXTS.emailNote)}</p>`
    : '';
  return page(
    TEXTS.checkoutTitle,
    `<h1>${escapeHtml(TEXTS.checkoutTitle)}</h1>
<p class="note">${escapeHtml(TEXTS.checkoutNote)}</p>
<dl>${rows}</dl>
<form method="post">
<input type="hidden" name="session" value="${escapeHtml(view.session)}">
${email}
<div class="actions">
<button class="primary" type="submit" name="action" value="complete">${escapeHtml(TEXTS.complete)}</button>
<button class="secondary" type="submit" name="action" value="cancel" formnovalidate>${escapeHtml(TEXTS.cancel)}</button>
</div>
</form>`,
  );
}

export interface PortalPageView {
  portal: string;
  canCancel: boolean;
  returnUrl: string;
}

export function portalPage(view: PortalPageView): string {
  const cancel = view.canCancel
    ? `<form method="post">
<input type="hidden" name="portal" value="${escapeHtml(view.portal)}">
<div class="actions"><button class="secondary" type="submit" name="action" value="cancel-subscription">${escapeHtml(TEXTS.cancelSubscription)}</button></div>
</form>`
    : `<p>${escapeHtml(TEXTS.nothingRecurring)}</p>`;
  return page(
    TEXTS.portalTitle,
    `<h1>${escapeHtml(TEXTS.portalTitle)}</h1>
<p class="note">${escapeHtml(TEXTS.portalNote)}</p>
${cancel}
<p><a class="button" href="${escapeHtml(view.returnUrl)}">${escapeHtml(TEXTS.returnToSite)}</a></p>`,
  );
}

/** A page that only tells something: a refusal or a failure, in the contract's words. */
export function messagePage({ title, message }: { title: string; message: string }): string {
  return page(title, `<h1>${escapeHtml(title)}</h1>\n<p role="alert">${escapeHtml(message)}</p>`);
}
