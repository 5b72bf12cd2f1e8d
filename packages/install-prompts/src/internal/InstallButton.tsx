import { Button, type ButtonProps } from '@voyagent/ui-kit/Button';
import type { InstallAttempt } from '../installState/attemptInstall';
import { INSTALLING_LABEL } from '../installState/installState';
import { useInstall } from '../InstallPlatform/InstallPlatform';

/**
 * Every prompt's Install button: runs the install, and while installing shows "Installing..."
 * and ignores presses, focus kept (shell.md §4). `onAttempt` hears what the press led to.
 */
export function InstallButton({
  children,
  onAttempt,
  ...buttonProps
}: Omit<ButtonProps, 'onPress' | 'isLoading' | 'loadingText' | 'isDisabled'> & {
  onAttempt?: (attempt: InstallAttempt) => void;
}) {
  const { state, install } = useInstall();
  return (
    <Button
      {...buttonProps}
      // Installed stays pressable: the press answers "Already Installed" (shell.md §8).
      isLoading={state === 'installing'}
      loadingText={INSTALLING_LABEL}
      onPress={() => {
        void install().then(onAttempt);
      }}
    >
      {children}
    </Button>
  );
}
