import type { CSSProperties } from 'react';
import { cx } from '../internal/cx';
import { oneOf } from '../internal/oneOf';
import { warnInDevelopment } from '../internal/warnInDevelopment';
import { skeletonLineWidths } from './skeletonLines';
import styles from './Skeleton.module.css';

export type SkeletonShape = 'text' | 'rect' | 'circle';

const SHAPES: readonly SkeletonShape[] = ['text', 'rect', 'circle'];

export interface SkeletonProps {
  /** `text` draws lines of body text, `rect` a block (image, card), `circle` an avatar. */
  shape?: SkeletonShape;
  /** Number of text lines (shape `text`). */
  lines?: number;
  /** CSS width; defaults to the container's width (a circle: 40px). */
  width?: CSSProperties['width'];
  /** CSS height of a rect (default 120px) or the diameter of a circle. */
  height?: CSSProperties['height'];
  className?: string;
}

/**
 * A placeholder shaped like content that is still loading. Hidden from assistive tech (the
 * surrounding region should say it is busy, e.g. aria-busy); the shimmer stops under reduced motion.
 */
export function Skeleton({ shape = 'text', lines = 1, width, height, className }: SkeletonProps) {
  const safeShape = oneOf('Skeleton', 'shape', shape, SHAPES, 'text');
  const rootClass = cx(styles.root, className);

  if (safeShape === 'text') {
    const { widths, problem } = skeletonLineWidths(lines);
    if (problem) warnInDevelopment(problem);
    return (
      <span aria-hidden="true" className={rootClass} style={{ width }} data-shape="text">
        {widths.map((lineWidth, index) => (
          <span key={index} className={cx(styles.bone, styles.line)} style={{ width: lineWidth }} />
        ))}
      </span>
    );
  }

  const size = safeShape === 'circle' ? (height ?? width ?? '40px') : undefined;
  return (
    <span
      aria-hidden="true"
      data-shape={safeShape}
      className={cx(rootClass, styles.bone, styles[safeShape])}
      style={
        safeShape === 'circle'
          ? { width: size, height: size }
          : { width, height: height ?? '120px' }
      }
    />
  );
}
