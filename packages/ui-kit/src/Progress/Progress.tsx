import type { CSSProperties, ReactNode } from 'react';
import { Label, ProgressBar } from 'react-aria-components';
import { cx } from '../internal/cx';
import { warnInDevelopment } from '../internal/warnInDevelopment';
import { normaliseProgressRange, progressPercent } from './progressRange';
import styles from './Progress.module.css';

export interface ProgressProps {
  /** Visible label, e.g. "Loading your trip"; use `aria-label` instead only if there is no room. */
  label?: ReactNode;
  'aria-label'?: string;
  /** Current amount; omit (or set `isIndeterminate`) when the amount is unknown. */
  value?: number;
  /** Defaults to 0. */
  minValue?: number;
  /** Defaults to 100. */
  maxValue?: number;
  /** Unknown amount: an animated bar and no value announced. */
  isIndeterminate?: boolean;
  /** Show the formatted value (e.g. "42%") beside the label. Defaults to true when determinate. */
  showValueLabel?: boolean;
  /** Number format of the value label and announcement; defaults to a percentage. */
  formatOptions?: Intl.NumberFormatOptions;
  className?: string;
}

/** A react-aria progress bar, determinate (value of a range) or indeterminate. */
export function Progress({
  label,
  'aria-label': ariaLabel,
  value,
  minValue,
  maxValue,
  isIndeterminate,
  showValueLabel,
  formatOptions,
  className,
}: ProgressProps) {
  const range = normaliseProgressRange({ value, minValue, maxValue, isIndeterminate });
  if (range.problem) warnInDevelopment(range.problem);
  if (label == null && !ariaLabel) warnInDevelopment('Progress needs a `label` or `aria-label`');
  const showValue = (showValueLabel ?? true) && !range.isIndeterminate;

  return (
    <ProgressBar
      aria-label={ariaLabel}
      value={range.value}
      minValue={range.minValue}
      maxValue={range.maxValue}
      isIndeterminate={range.isIndeterminate}
      formatOptions={formatOptions}
      className={cx(styles.progress, className)}
    >
      {({ valueText }) => (
        <>
          {(label != null || showValue) && (
            <div className={styles.header}>
              {label != null && <Label className={styles.label}>{label}</Label>}
              {showValue && <span className={styles.value}>{valueText}</span>}
            </div>
          )}
          <div className={styles.track}>
            <div
              className={range.isIndeterminate ? styles.indeterminate : styles.fill}
              style={
                range.isIndeterminate
                  ? undefined
                  : ({ '--progress-fraction': progressPercent(range) / 100 } as CSSProperties)
              }
            />
          </div>
        </>
      )}
    </ProgressBar>
  );
}
