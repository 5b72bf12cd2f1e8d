import { useCallback, useLayoutEffect, useRef } from 'react';
import {
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { cx } from '../internal/cx';
import {
  fieldStyles,
  FieldHelp,
  useFieldHelpIds,
  FieldLabel,
  type FieldTextProps,
} from '../internal/field/FieldParts';
import { lengthBoundsProblem, missingNameProblem, problemsOf } from '../internal/field/fieldRules';
import { useDevelopmentWarnings } from '../internal/field/useDevelopmentWarnings';
import { resolveMaxHeight, textAreaHeight } from './textAreaHeight';
import styles from './TextArea.module.css';

export interface TextAreaProps
  extends Omit<AriaTextFieldProps, 'children' | 'className' | 'style' | 'type'>, FieldTextProps {
  /** Shown in the empty field. Not a replacement for `label`. */
  placeholder?: string;
  /**
   * Height in px up to which the area grows with its content; past it the text scrolls.
   * Without it the area keeps growing. It starts at 80 px either way.
   */
  maxHeight?: number;
  className?: string;
}

/** Multi-line text input that starts 80 px tall and grows with what is typed (shell.md §2). */
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  maxHeight: maxHeightProp,
  className,
  isInvalid,
  ...ariaProps
}: TextAreaProps) {
  const { maxHeight, problem: maxHeightProblem } = resolveMaxHeight(maxHeightProp);
  const help = useFieldHelpIds(description !== undefined, ariaProps['aria-describedby']);
  const boundsProblem = lengthBoundsProblem('TextArea', ariaProps.minLength, ariaProps.maxLength);
  useDevelopmentWarnings(
    problemsOf(
      missingNameProblem('TextArea', { label, ...ariaProps }),
      boundsProblem,
      maxHeightProblem,
    ),
  );

  const areaRef = useRef<HTMLTextAreaElement>(null);
  const fitToContent = useCallback(() => {
    const area = areaRef.current;
    if (!area) return;
    // Collapse first: scrollHeight only reports the content once the box is not taller than it.
    area.style.height = 'auto';
    const computed = getComputedStyle(area);
    const borders = parseFloat(computed.borderTopWidth) + parseFloat(computed.borderBottomWidth);
    const size = textAreaHeight(
      area.scrollHeight + (Number.isFinite(borders) ? borders : 0),
      maxHeight,
    );
    area.style.height = `${size.height}px`;
    area.style.overflowY = size.overflowY;
  }, [maxHeight]);

  // Re-fit on mount, when the cap changes and when a controlled value is replaced from outside.
  useLayoutEffect(fitToContent, [fitToContent, ariaProps.value]);

  return (
    <AriaTextField
      {...ariaProps}
      aria-describedby={help.describedBy}
      isInvalid={isInvalid || boundsProblem !== undefined || undefined}
      className={cx(fieldStyles.field, className)}
    >
      {label !== undefined && <FieldLabel isRequired={ariaProps.isRequired}>{label}</FieldLabel>}
      <AriaTextArea
        ref={areaRef}
        rows={1}
        placeholder={placeholder}
        className={styles.textArea}
        onInput={fitToContent}
      />
      <FieldHelp description={description} errorMessage={errorMessage} ids={help.helpIds} />
    </AriaTextField>
  );
}
