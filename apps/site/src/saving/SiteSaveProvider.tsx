import { SaveProvider } from '@voyagent/save-button';
import type { ReactNode } from 'react';
import { useAuthStore } from '../auth/authStore';
import { requestSignInForSave } from './requestSignIn';
import { saveAdapter } from './saveAdapter';

/**
 * Every SaveButton on the site, for the visitor the session names: undefined while the session
 * is read, null for a guest. Mounted in the layout, above the routes, so a save waiting for
 * sign-in outlives any navigation meanwhile.
 */
export function SiteSaveProvider({ children }: { children: ReactNode }) {
  const status = useAuthStore((state) => state.status);
  const uid = useAuthStore((state) => state.user?.uid);
  const userId = status === 'loading' ? undefined : (uid ?? null);
  return (
    <SaveProvider adapter={saveAdapter} userId={userId} onSignInRequired={requestSignInForSave}>
      {children}
    </SaveProvider>
  );
}
