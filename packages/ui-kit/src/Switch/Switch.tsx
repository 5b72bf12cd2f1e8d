import { useId, type ReactNode } from 'react';
import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps } from 'react-aria-components';
import { cx } from '../internal/cx';
import { missingNameProblem, problemsOf } from '../internal/field/fieldRules';
import { useDevelopmentWarnings } from '../internal/field/useDevelopmentWarnings';
import styles from './Switch.module.css';

export interface SwitchProps extends Omit<AriaSwitchProps, 'children' | 'className' | 'style'> {
  /** Visible label; also the switch's accessible name. Say what is on, e.g. "Dark mode". */
  children?: ReactNode;
  /** Help text under the label, read out as the switch's description. */
  description?: ReactNode;
  className?: string;
}

/**
 * On/off control for a setting that applies at once (WAI-ARIA switch). The whole row, label
 * included, is the touch target. A switch is always either on or off, so it has no required or
 * invalid state; use a checkbox for "must accept".
 */
export function Switch({ children, description, className, ...ariaProps }: SwitchProps) {
  const descriptionId = useId();
  useDevelopmentWarnings(
    problemsOf(missingNameProblem('Switch', { label: children, ...ariaProps })),
  );
  const describedBy = [ariaProps['aria-describedby'], description !== undefined && descriptionId]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={cx(styles.wrapper, className)}>
      <AriaSwitch
        {...ariaProps}
        aria-describedby={describedBy || undefined}
        className={styles.switch}
      >
        <span className={styles.track} aria-hidden="true">
          <span className={styles.thumb} />
        </span>
        {children !== undefined && <span className={styles.label}>{children}</span>}
      </AriaSwitch>
      {description !== undefined && (
        <div id={descriptionId} className={styles.description}>
          {description}
        </div>
      )}
    </div>
  );
}
