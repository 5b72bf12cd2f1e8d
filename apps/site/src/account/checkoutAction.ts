import { startCheckout, type CheckoutRequest } from '@voyagent/account';
import { toast } from '@voyagent/ui-kit';
import { backend } from '../firebase/callables';
import { goTo } from './openExternal';

/** Starts a checkout and goes to it; a failure is toasted in the spec's words and returned. */
export async function checkout(request: CheckoutRequest): Promise<string | null> {
  const failure = await startCheckout((body) => backend.createCheckout(body), request, {
    open: goTo,
  });
  if (failure) toast.error({ title: failure });
  return failure;
}
