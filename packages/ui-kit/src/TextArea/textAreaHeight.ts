/** shell.md §2: the text area has a minimum height of 80 px and grows with its content. */
export const TEXT_AREA_MIN_HEIGHT = 80;

export interface TextAreaSize {
  /** Border-box height in px to apply. */
  height: number;
  /** `auto` once the content is taller than the cap, so the rest scrolls. */
  overflowY: 'hidden' | 'auto';
}

/**
 * Height for a text area whose content (scrollHeight plus borders, measured while collapsed)
 * needs `contentHeight` px: never below 80 px, never above `maxHeight` when there is one.
 */
export function textAreaHeight(contentHeight: number, maxHeight?: number): TextAreaSize {
  const wanted = Math.max(TEXT_AREA_MIN_HEIGHT, Number.isFinite(contentHeight) ? contentHeight : 0);
  if (maxHeight === undefined || wanted <= maxHeight)
    return { height: wanted, overflowY: 'hidden' };
  return { height: maxHeight, overflowY: 'auto' };
}

export interface ResolvedMaxHeight {
  /** The cap to use, or undefined to grow without limit. */
  maxHeight: number | undefined;
  problem?: string;
}

/**
 * Turns the `maxHeight` prop into a usable cap. A cap below the 80 px minimum is raised to 80 px
 * (the spec's minimum wins); a value that is not a positive number is ignored.
 */
export function resolveMaxHeight(maxHeight: number | undefined): ResolvedMaxHeight {
  if (maxHeight === undefined || maxHeight === Infinity) return { maxHeight: undefined };
  if (!Number.isFinite(maxHeight) || maxHeight <= 0) {
    return {
      maxHeight: undefined,
      problem: `TextArea maxHeight (${maxHeight}) is not a positive number of pixels; it is ignored and the text area grows with its content.`,
    };
  }
  if (maxHeight < TEXT_AREA_MIN_HEIGHT) {
    return {
      maxHeight: TEXT_AREA_MIN_HEIGHT,
      problem: `TextArea maxHeight (${maxHeight}) is below the ${TEXT_AREA_MIN_HEIGHT} px minimum height; ${TEXT_AREA_MIN_HEIGHT} px is used.`,
    };
  }
  return { maxHeight };
}
