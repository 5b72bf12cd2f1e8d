import { lazy, Suspense } from 'react';
import { useAuthStore } from '../auth/authStore';

// The subscription, usage and fingerprint code and the banners load once the session is known,
// outside the first-load bundle.
const AccountRuntime = lazy(async () => ({
  default: (await import('./AccountRuntime')).AccountRuntime,
}));

/** The account's banners (trial, promo, usage) under the header, once the user is known. */
export function AccountSync() {
  const status = useAuthStore((state) => state.status);
  if (status === 'loading') return null;
  return (
    <Suspense fallback={null}>
      <AccountRuntime />
    </Suspense>
  );
}
