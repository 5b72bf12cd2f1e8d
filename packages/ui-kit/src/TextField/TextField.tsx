import type { ReactNode } from 'react';
import {
  Input,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { cx } from '../internal/cx';
import {
  controlClassName,
  fieldStyles,
  FieldHelp,
  useFieldHelpIds,
  FieldLabel,
  type FieldSize,
  type FieldTextProps,
} from '../internal/field/FieldParts';
import { lengthBoundsProblem, missingNameProblem, problemsOf } from '../internal/field/fieldRules';
import { useDevelopmentWarnings } from '../internal/field/useDevelopmentWarnings';
import styles from './TextField.module.css';

export type TextFieldType = 'text' | 'email' | 'password' | 'search' | 'tel' | 'url';
export type { FieldSize };

export interface TextFieldProps
  extends Omit<AriaTextFieldProps, 'children' | 'className' | 'style' | 'type'>, FieldTextProps {
  /** Kind of text; picks the mobile keyboard and browser autofill. */
  type?: TextFieldType;
  /** Shown in the empty field. Not a replacement for `label`. */
  placeholder?: string;
  /** Decorative icon before the text (hidden from screen readers; the label names the field). */
  startIcon?: ReactNode;
  /** `md` is 44 px tall (minimum touch target), `lg` 52 px. */
  size?: FieldSize;
  className?: string;
}

/** Single-line text input with label, help text and error message. */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  startIcon,
  type = 'text',
  size = 'md',
  className,
  isInvalid,
  ...ariaProps
}: TextFieldProps) {
  const help = useFieldHelpIds(description !== undefined, ariaProps['aria-describedby']);
  const boundsProblem = lengthBoundsProblem('TextField', ariaProps.minLength, ariaProps.maxLength);
  useDevelopmentWarnings(
    problemsOf(missingNameProblem('TextField', { label, ...ariaProps }), boundsProblem),
  );
  return (
    <AriaTextField
      {...ariaProps}
      aria-describedby={help.describedBy}
      type={type}
      isInvalid={isInvalid || boundsProblem !== undefined || undefined}
      className={cx(fieldStyles.field, className)}
    >
      {label !== undefined && <FieldLabel isRequired={ariaProps.isRequired}>{label}</FieldLabel>}
      <div className={controlClassName(size)}>
        {startIcon !== undefined && (
          <span className={styles.startIcon} aria-hidden="true">
            {startIcon}
          </span>
        )}
        <Input className={fieldStyles.input} placeholder={placeholder} />
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} ids={help.helpIds} />
    </AriaTextField>
  );
}
