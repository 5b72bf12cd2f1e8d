import type { NumberFieldProps } from '@voyagent/ui-kit/NumberField';
import { useId } from 'react';
import { useLocalizedStringFormatter } from 'react-aria/useLocalizedStringFormatter';
import { FieldFrame } from './FieldFrame';
import { lightKitMessages } from './intl';
import styles from './LightKit.module.css';

/**
 * The embed build's number field (vite.embed.config.ts puts this module in place of
 * `@voyagent/ui-kit/NumberField`): a native `<input type="number">` (arrow keys step it, the
 * browser announces it as a spin button) with − / + buttons kept out of the tab order, as the
 * kit's are. An empty or unreadable entry is `NaN`, as in the kit, so the form's validator
 * refuses it with its own text. Only the props the search forms use are read.
 */
export function NumberField({
  label,
  value,
  onChange,
  minValue,
  maxValue,
  isInvalid,
  errorMessage,
}: NumberFieldProps) {
  const strings = useLocalizedStringFormatter(lightKitMessages);
  const inputId = useId();
  const errorId = useId();
  const error = typeof errorMessage === 'string' ? errorMessage : undefined;
  const current = value ?? Number.NaN;
  const step = (by: number) => {
    // From an empty field either stepper starts at the lowest count, as the kit's does.
    const next = Number.isNaN(current) ? (minValue ?? 0) : current + by;
    onChange?.(Math.min(maxValue ?? Infinity, Math.max(minValue ?? -Infinity, next)));
  };
  return (
    <FieldFrame label={label} controlId={inputId} errorId={errorId} errorMessage={error}>
      <button
        type="button"
        tabIndex={-1}
        className={styles.stepper}
        aria-label={strings.format('decrease', { fieldLabel: String(label) })}
        disabled={minValue !== undefined && current <= minValue}
        onClick={() => step(-1)}
      >
        −
      </button>
      <input
        id={inputId}
        type="number"
        inputMode="numeric"
        className={styles.input}
        value={Number.isNaN(current) ? '' : current}
        min={minValue}
        max={maxValue}
        aria-invalid={isInvalid || error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange?.(event.currentTarget.valueAsNumber)}
      />
      <button
        type="button"
        tabIndex={-1}
        className={styles.stepper}
        aria-label={strings.format('increase', { fieldLabel: String(label) })}
        disabled={maxValue !== undefined && current >= maxValue}
        onClick={() => step(1)}
      >
        +
      </button>
    </FieldFrame>
  );
}
