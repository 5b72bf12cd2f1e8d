import type { SelectOption, SelectProps } from '@voyagent/ui-kit/Select';
import { useId } from 'react';
import { FieldFrame } from './FieldFrame';
import styles from './LightKit.module.css';

export type { SelectOption };

/**
 * The embed build's select (vite.embed.config.ts puts this module in place of
 * `@voyagent/ui-kit/Select`): a native `<select>`, whose list the browser draws and makes
 * keyboard and screen-reader usable. Only the props the search forms use are read.
 */
export function Select({ label, items = [], value, onChange, errorMessage }: SelectProps) {
  const selectId = useId();
  const errorId = useId();
  const error = typeof errorMessage === 'string' ? errorMessage : undefined;
  return (
    <FieldFrame label={label} controlId={selectId} errorId={errorId} errorMessage={error}>
      <select
        id={selectId}
        className={styles.input}
        value={value === null || value === undefined ? undefined : String(value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange?.(event.currentTarget.value)}
      >
        {items.map((item) => (
          <option key={item.id} value={item.id} disabled={item.isDisabled}>
            {item.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
