import type { ButtonProps } from '@voyagent/ui-kit/Button';
import styles from './LightKit.module.css';

/** The kit's props the widgets use; their `onPress` handlers read no event. */
type LightButtonProps = Pick<
  ButtonProps,
  'children' | 'variant' | 'fullWidth' | 'className' | 'type' | 'isDisabled'
> & { onPress?: () => void };

/**
 * The embed build's button (vite.embed.config.ts puts this module in place of
 * `@voyagent/ui-kit/Button`): a native `<button>`, which the browser already makes pressable by
 * mouse, touch, Enter and Space; react-aria's press and hover handling costs an embed ~15 KiB
 * gzip. `onPress` runs on click.
 */
export function Button({
  children,
  variant = 'primary',
  fullWidth = false,
  className,
  type = 'button',
  isDisabled,
  onPress,
}: LightButtonProps) {
  const classes = [
    styles.button,
    variant === 'primary' ? styles.primary : styles.secondary,
    fullWidth && styles.fullWidth,
    className,
  ];
  return (
    <button
      type={type}
      className={classes.filter(Boolean).join(' ')}
      disabled={isDisabled}
      onClick={onPress}
    >
      {children}
    </button>
  );
}
