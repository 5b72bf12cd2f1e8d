export interface LinkTargetProps {
  target?: string;
  rel?: string;
}

/**
 * Attributes for a link that may open a new tab. A new tab gets rel noopener (the opened page
 * cannot reach back through window.opener) and noreferrer, merged with any rel the caller set.
 */
export function linkTargetProps(isExternal: boolean, rel?: string): LinkTargetProps {
  if (!isExternal) return rel ? { rel } : {};
  const tokens = new Set((rel ?? '').split(/\s+/).filter(Boolean));
  tokens.add('noopener');
  tokens.add('noreferrer');
  return { target: '_blank', rel: [...tokens].join(' ') };
}
