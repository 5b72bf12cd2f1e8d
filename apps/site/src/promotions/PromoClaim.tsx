import { Banner, Button } from '@voyagent/ui-kit';
import { useState } from 'react';
import { checkout } from '../account/checkoutAction';
import { useSubscription } from '../account/useSubscription';
import { promoCheckout } from './offer';

/**
 * The promotion pages' Claim button: opens a Lifetime checkout with `promo` (a guest checkout
 * when signed out, as on /pricing). The server decides whether the code gives its discount; a
 * refusal (an unknown or ended code, a subscriber) is shown in the server's words.
 */
export function PromoClaim({ promo, label }: { promo: string; label: string }) {
  const { signedIn, loading } = useSubscription();
  const [starting, setStarting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const claim = async () => {
    setStarting(true);
    setFailure(null);
    setFailure(await checkout(promoCheckout(promo, signedIn)));
    setStarting(false);
  };

  return (
    <>
      {failure && <Banner variant="danger" description={failure} />}
      <Button size="lg" isDisabled={loading} isLoading={starting} onPress={() => void claim()}>
        {label}
      </Button>
    </>
  );
}
