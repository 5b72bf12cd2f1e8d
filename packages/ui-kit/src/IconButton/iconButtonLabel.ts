import { warnInDevelopment } from '../internal/warnInDevelopment';

/**
 * An icon-only button is silent to screen readers without a label, so a missing or blank one is
 * reported (the button still renders: a page that works beats a page that crashes).
 */
export function checkIconButtonLabel(label: unknown): string | undefined {
  if (typeof label === 'string' && label.trim() !== '') return label;
  // The value is part of the message: each bad value is reported once (see warnInDevelopment).
  const given = JSON.stringify(label) ?? String(label);
  warnInDevelopment(`IconButton needs a non-empty \`label\` (its accessible name), got ${given}`);
  return undefined;
}
