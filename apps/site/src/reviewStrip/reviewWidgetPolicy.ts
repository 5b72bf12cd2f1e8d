/**
 * The Content-Security-Policy's part for the review widget (issue 17 item 7): its origin in
 * `script-src` (the script) and `frame-src` (review services render their badge in a frame), and
 * only when a widget is configured. Hosting sends the policy of firebase.json; a production build
 * that sets `VITE_REVIEW_WIDGET_SRC` ships it with this policy (`reviewWidgetPolicy.test.ts`
 * checks firebase.json against apps/site/.env.production both ways). Pure.
 */

const WIDGET_DIRECTIVES = ['script-src', 'frame-src'] as const;

/** `policy` with `origin` added to script-src and frame-src; unchanged when there is no widget. */
export function withReviewWidgetOrigin(policy: string, origin: string | undefined): string {
  if (!origin) return policy;
  const directives = policy
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean);
  for (const name of WIDGET_DIRECTIVES) {
    const index = directives.findIndex((part) => part.split(/\s+/)[0] === name);
    // Without its own directive the source list falls back to default-src: adding one here would
    // silently change what else may load, so the policy has to name it first.
    if (index === -1) throw new Error(`The Content-Security-Policy has no ${name}`);
    const sources = directives[index]?.split(/\s+/) ?? [];
    if (!sources.includes(origin)) directives[index] = [...sources, origin].join(' ');
  }
  return directives.join('; ');
}
