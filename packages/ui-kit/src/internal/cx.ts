/**
 * Joins the class names that are set, so a component can add optional ones (a variant, the
 * caller's `className`) without stray spaces or "undefined" in the attribute.
 */
export function cx(...classNames: (string | false | null | undefined)[]): string {
  return classNames.filter(Boolean).join(' ');
}
