import { useId, type ReactNode } from 'react';
import { FieldError, Label, Text, type ValidationResult } from 'react-aria-components';
import { cx } from '../cx';
import { useOverlayContainer } from '../overlayContainer';
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

/** Ids of a field's description and error texts, where the kit links them itself. */
export interface FieldHelpIds {
  descriptionId?: string;
  errorId?: string;
}

/**
 * Inside a shadow root (under `ShadowRootProvider`) react-aria drops the link between a control
 * and its description and error texts: it confirms their slot ids with `document.getElementById`,
 * which cannot see into the root. There the kit links them itself: `helpIds` go to `FieldHelp`
 * and `describedBy` (the caller's own `aria-describedby` kept) to the react-aria field. Elsewhere
 * `helpIds` is empty and react-aria links them as usual. The error id is listed even while no
 * error shows; a reference to an absent element is ignored.
 */
export function useFieldHelpIds(
  hasDescription: boolean,
  describedBy?: string,
): { helpIds: FieldHelpIds; describedBy?: string } {
  const descriptionId = useId();
  const errorId = useId();
  if (!useOverlayContainer()) return { helpIds: {}, describedBy };
  const ids = [hasDescription ? descriptionId : undefined, errorId, describedBy];
  return {
    helpIds: { descriptionId: hasDescription ? descriptionId : undefined, errorId },
    describedBy: ids.filter(Boolean).join(' '),
  };
}

/** Description and error texts, wired to the control by react-aria's slots. */
export function FieldHelp({
  description,
  errorMessage,
  ids = {},
}: Pick<FieldTextProps, 'description' | 'errorMessage'> & { ids?: FieldHelpIds }) {
  return (
    <>
      {description !== undefined && (
        <Text slot="description" id={ids.descriptionId} className={styles.description}>
          {description}
        </Text>
      )}
      <FieldError id={ids.errorId} className={styles.error}>
        {errorMessage}
      </FieldError>
    </>
  );
}
