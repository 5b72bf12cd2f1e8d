/** Widths of text placeholder lines: full lines, and a shorter last one so it reads as a paragraph. */
export const FULL_LINE_WIDTH = '100%';
export const LAST_LINE_WIDTH = '60%';

export interface SkeletonLines {
  widths: string[];
  /** Why `lines` was corrected, for a development warning. */
  problem?: string;
}

/** Line widths for `lines` text lines; a count below 1 or not a whole number becomes sane. */
export function skeletonLineWidths(lines: number): SkeletonLines {
  const count = Number.isFinite(lines) ? Math.max(1, Math.round(lines)) : 1;
  const widths = Array.from({ length: count }, (_, index) =>
    count > 1 && index === count - 1 ? LAST_LINE_WIDTH : FULL_LINE_WIDTH,
  );
  return count === lines
    ? { widths }
    : {
        widths,
        problem: `Skeleton lines ${String(lines)} must be a whole number ≥ 1; using ${count}`,
      };
}
