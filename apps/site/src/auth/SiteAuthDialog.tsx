import { AuthDialog } from '@voyagent/auth-dialog';
import { runDeferredAction, useAuthDialogStore } from './requestSignIn';
import { firebaseAuthAdapter } from './firebaseAuthAdapter';

/**
 * The site's one sign-in dialog, opened by `requestSignIn`; mounted by the layout. Its forms
 * mount afresh at each opening, on the requested tab.
 */
export function SiteAuthDialog() {
  const { isOpen, tab, close } = useAuthDialogStore();
  return (
    <AuthDialog
      adapter={firebaseAuthAdapter}
      isOpen={isOpen}
      onOpenChange={(open) => (open ? undefined : close())}
      defaultTab={tab}
      title="Sign in to Voyagent"
      onSuccess={runDeferredAction}
    />
  );
}
