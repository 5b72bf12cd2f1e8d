import { useAuthStore } from '../auth/authStore';
import { subscriptionView, useAccountStore } from './accountStore';

/** The signed-in state and derived subscription the pages read. */
export function useSubscription() {
  const status = useAuthStore((state) => state.status);
  const user = useAuthStore((state) => state.user);
  const { subscription, loading, error } = useAccountStore();
  return {
    authStatus: status,
    signedIn: status === 'signed-in' && user !== null,
    view: subscriptionView(subscription, status === 'signed-in' ? user : null),
    loading: status === 'loading' || (status === 'signed-in' && loading),
    error,
  };
}
