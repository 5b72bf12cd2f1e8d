import { lazy, Suspense } from 'react';
import { useAuthDialogStore } from './requestSignIn';

const SiteAuthDialog = lazy(async () => ({
  default: (await import('./SiteAuthDialog')).SiteAuthDialog,
}));

/** Where the layout places the sign-in dialog; its code loads the first time it is asked for. */
export function AuthDialogMount() {
  const wasRequested = useAuthDialogStore((state) => state.wasRequested);
  if (!wasRequested) return null;
  return (
    <Suspense fallback={null}>
      <SiteAuthDialog />
    </Suspense>
  );
}
