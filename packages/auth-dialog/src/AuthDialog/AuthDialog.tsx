import { Dialog } from '@voyagent/ui-kit';
import { useEffect, useRef } from 'react';
import { AuthForms, DEFAULT_AUTH_TITLE, type AuthFormsProps } from './AuthForms';

export interface AuthDialogProps extends Omit<AuthFormsProps, 'headingLevel'> {
  isOpen: boolean;
  /** Called with false when the dialog closes: Escape, ×, outside click, or a success. */
  onOpenChange: (isOpen: boolean) => void;
  /** The dialog's heading and accessible name. */
  title?: string;
}

/**
 * The sign-in/sign-up dialog (travel.md §2, §4). On success the form clears, the dialog closes and
 * then `onSuccess` runs: the deferred action, e.g. the save that asked for sign-in. Closing
 * without success drops it.
 */
export function AuthDialog({
  isOpen,
  onOpenChange,
  onSuccess,
  title = DEFAULT_AUTH_TITLE,
  ...formProps
}: AuthDialogProps) {
  // The deferred action may open a dialog or a toast of its own, so it waits until this dialog's
  // content has left the page (focus returned), not merely until the close was asked for.
  const succeeded = useRef(false);
  const runDeferred = () => {
    if (!succeeded.current) return;
    succeeded.current = false;
    onSuccess?.();
  };
  return (
    <Dialog title={title} isOpen={isOpen} onOpenChange={onOpenChange} size="sm">
      <OnUnmount callback={runDeferred} />
      <AuthForms
        {...formProps}
        // The dialog's title is a level-2 heading.
        headingLevel={3}
        onSuccess={() => {
          succeeded.current = true;
          onOpenChange(false);
        }}
      />
    </Dialog>
  );
}

function OnUnmount({ callback }: { callback: () => void }) {
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => () => latest.current(), []);
  return null;
}
