import type { ReactNode } from 'react';
import { FieldError, Label, Text, type ValidationResult } from 'react-aria-components';
import { cx } from '../cx';
import styles from './Field.module.css';

/** What every form control accepts for its label, help and error texts. */
export interface FieldTextProps {
  /** Visible label; also the control's accessible name. */
  label?: ReactNode;
  /** Help text under the control, read out as its description. */
  description?: ReactNode;
  /**
   * Shown under the control while it is invalid (`isInvalid`, a failed `validate`, or a failed
   * native check such as `isRequired`). A function receives the validation result.
   */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
}

export const fieldStyles = styles;

/** `md` is 44 px tall (the minimum touch target), `lg` 52 px for phone-first forms. */
export type FieldSize = 'md' | 'lg';

/** Class names of the box around an input, for the given size. */
export function controlClassName(size: FieldSize = 'md'): string {
  return cx(styles.control, size === 'lg' && styles.lg);
}

/** Label with a visual required mark; the control itself carries aria-required. */
export function FieldLabel({
  children,
  isRequired,
}: {
  children: ReactNode;
  isRequired?: boolean;
}) {
  return (
    <Label className={styles.label}>
      {children}
      {isRequired && (
        <span className={styles.requiredMark} aria-hidden="true">
          *
        </span>
      )}
    </Label>
  );
}

/** Description and error texts, wired to the control by react-aria's slots. */
export function FieldHelp({
  description,
  errorMessage,
}: Pick<FieldTextProps, 'description' | 'errorMessage'>) {
  return (
    <>
      {description !== undefined && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </>
  );
}
