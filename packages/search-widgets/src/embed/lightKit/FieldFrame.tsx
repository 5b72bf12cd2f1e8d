import { type ReactNode, useId } from 'react';
import styles from './LightKit.module.css';

interface FieldFrameProps {
  label: ReactNode;
  /** The one control the label names; without it the label names the group of controls. */
  controlId?: string;
  /** The id the controls' `aria-describedby` gives while there is an error. */
  errorId: string;
  errorMessage?: string;
  isRequired?: boolean;
  children: ReactNode;
}

/** Label, controls and error text of a native field, laid out as ui-kit's fields are. */
export function FieldFrame({
  label,
  controlId,
  errorId,
  errorMessage,
  isRequired,
  children,
}: FieldFrameProps) {
  const labelId = useId();
  const requiredMark = isRequired && (
    <span className={styles.requiredMark} aria-hidden="true">
      *
    </span>
  );
  return (
    <div className={styles.field}>
      {controlId ? (
        <label htmlFor={controlId} className={styles.label}>
          {label}
          {requiredMark}
        </label>
      ) : (
        <span id={labelId} className={styles.label}>
          {label}
          {requiredMark}
        </span>
      )}
      <div
        className={styles.controls}
        role={controlId ? undefined : 'group'}
        aria-labelledby={controlId ? undefined : labelId}
      >
        {children}
      </div>
      {errorMessage && (
        <span id={errorId} className={styles.error}>
          {errorMessage}
        </span>
      )}
    </div>
  );
}
