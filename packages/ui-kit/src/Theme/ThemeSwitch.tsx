import { useLocalizedStringFormatter } from 'react-aria/useLocalizedStringFormatter';
import type { Key } from 'react-aria-components';
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { cx } from '../internal/cx';
import { useTheme } from './ThemeProvider';
import { isThemePreference, type ThemePreference } from './themePreference';
import styles from './Theme.module.css';
import { themeMessages } from './intl';

// Each option's name is the message of the same key ("Light", "Clair", …).
const OPTIONS: readonly { id: ThemePreference; icon: string }[] = [
  { id: 'light', icon: '☀' },
  { id: 'dark', icon: '☾' },
  { id: 'system', icon: '◐' },
];

export interface ThemeSwitchProps {
  /** Show only the icons (each button keeps its Light/Dark/System name for assistive tech). */
  compact?: boolean;
  /** Accessible name of the group; "Theme" in the locale by default. */
  'aria-label'?: string;
  className?: string;
}

/**
 * Light / Dark / System choice for the surrounding `ThemeProvider`: a single-selection toggle
 * group, so arrow keys move between the options and exactly one is always selected.
 */
export function ThemeSwitch({
  compact = false,
  'aria-label': ariaLabel,
  className,
}: ThemeSwitchProps) {
  const { preference, setPreference } = useTheme();
  const strings = useLocalizedStringFormatter(themeMessages);
  const onSelectionChange = (keys: Set<Key>) => {
    const [selected] = keys;
    if (isThemePreference(selected)) setPreference(selected);
  };
  return (
    <ToggleButtonGroup
      aria-label={ariaLabel ?? strings.format('theme')}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[preference]}
      onSelectionChange={onSelectionChange}
      className={cx(styles.group, className)}
    >
      {OPTIONS.map((option) => {
        const label = strings.format(option.id);
        return (
          <ToggleButton
            key={option.id}
            id={option.id}
            aria-label={compact ? label : undefined}
            className={styles.option}
          >
            <span aria-hidden="true" className={styles.icon}>
              {option.icon}
            </span>
            {compact ? null : <span>{label}</span>}
          </ToggleButton>
        );
      })}
    </ToggleButtonGroup>
  );
}
