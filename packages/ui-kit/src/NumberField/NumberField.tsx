import {
  Button,
  Group,
  Input,
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
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
import { missingNameProblem, problemsOf } from '../internal/field/fieldRules';
import { useDevelopmentWarnings } from '../internal/field/useDevelopmentWarnings';
import { resolveNumberFieldBounds } from './numberFieldBounds';
import styles from './NumberField.module.css';

export interface NumberFieldProps
  extends Omit<AriaNumberFieldProps, 'children' | 'className' | 'style'>, FieldTextProps {
  /** Shown in the empty field. Not a replacement for `label`. */
  placeholder?: string;
  /** `md` is 44 px tall (minimum touch target), `lg` 52 px. */
  size?: FieldSize;
  className?: string;
}

/**
 * Number input with − / + buttons. Typing, arrow keys, Page Up/Down and Home/End follow the
 * WAI-ARIA spin button pattern; the value is parsed and shown in the user's locale
 * (`formatOptions` for currency, percent or units).
 */
export function NumberField({
  label,
  description,
  errorMessage,
  placeholder,
  size = 'md',
  className,
  isInvalid,
  minValue,
  maxValue,
  step,
  ...ariaProps
}: NumberFieldProps) {
  const bounds = resolveNumberFieldBounds({ minValue, maxValue, step });
  const help = useFieldHelpIds(description !== undefined, ariaProps['aria-describedby']);
  useDevelopmentWarnings(
    problemsOf(missingNameProblem('NumberField', { label, ...ariaProps }), ...bounds.problems),
  );
  return (
    <AriaNumberField
      {...ariaProps}
      aria-describedby={help.describedBy}
      minValue={bounds.minValue}
      maxValue={bounds.maxValue}
      step={bounds.step}
      isInvalid={isInvalid || bounds.isInvalid || undefined}
      className={cx(fieldStyles.field, className)}
    >
      {label !== undefined && <FieldLabel isRequired={ariaProps.isRequired}>{label}</FieldLabel>}
      <Group className={cx(controlClassName(size), styles.group)}>
        <Button slot="decrement" className={styles.stepper}>
          <span aria-hidden="true">−</span>
        </Button>
        <Input className={cx(fieldStyles.input, styles.input)} placeholder={placeholder} />
        <Button slot="increment" className={styles.stepper}>
          <span aria-hidden="true">+</span>
        </Button>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} ids={help.helpIds} />
    </AriaNumberField>
  );
}
