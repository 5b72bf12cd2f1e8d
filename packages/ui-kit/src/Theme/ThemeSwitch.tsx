import type { Key } from 'react-aria-components';
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { useTheme } from './ThemeProvider';
import { isThemePreference, type ThemePreference } from './themePreference';
import styles from './Theme.module.css';

const OPTIONS: readonly { id: ThemePreference; label: string; icon: string }[] = [
  { id: 'light', label: 'Light', icon: '☀' },
  { id: 'dark', label: 'Dark', icon: '☾' },
  { id: 'system', label: 'System', icon: '◐' },
];

export interface ThemeSwitchProps {
  /** Show only the icons (each button keeps its Light/Dark/System name for assistive tech). */
  compact?: boolean;
  /** Accessible name of the group. */
  'aria-label'?: string;
  className?: string;
}

/**
 * Light / Dark / System choice for the surrounding `ThemeProvider`: a single-selection toggle
 * group, so arrow keys move between the options and exactly one is always selected.
 */
export function ThemeSwitch({
  compact = false,
  'aria-label': ariaLabel = 'Theme',
  className,
}: ThemeSwitchProps) {
  const { preference, setPreference } = useTheme();
  const onSelectionChange = (keys: Set<Key>) => {
    const [selected] = keys;
    if (isThemePreference(selected)) setPreference(selected);
  };
  return (
    <ToggleButtonGroup
      aria-label={ariaLabel}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[preference]}
      onSelectionChange={onSelectionChange}
      className={[styles.group, className].filter(Boolean).join(' ')}
    >
      {OPTIONS.map((option) => (
        <ToggleButton
          key={option.id}
          id={option.id}
          aria-label={compact ? option.label : undefined}
          className={styles.option}
        >
          <span aria-hidden="true" className={styles.icon}>
            {option.icon}
          </span>
          {compact ? null : <span>{option.label}</span>}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
