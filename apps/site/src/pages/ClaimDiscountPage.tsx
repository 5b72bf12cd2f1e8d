import { reasonOf } from '@voyagent/account';
import { Banner, Button, Progress } from '@voyagent/ui-kit';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { checkout } from '../account/checkoutAction';
import { useSubscription } from '../account/useSubscription';
import { backend } from '../firebase/callables';

type Claim =
  | { kind: 'checking' }
  | { kind: 'valid'; percentOff: number; expiresAt: string }
  | { kind: 'refused'; message: string };

/** A link whose token is not even well formed; the server's own words for an unknown token. */
const NOT_VALID = 'This discount link is not valid.';

/** /claim-discount/{token} (travel.md §2): shows the discount, then checks out with it. */
export function ClaimDiscountPage() {
  const { token = '' } = useParams();
  const { signedIn, loading } = useSubscription();
  const [claim, setClaim] = useState<Claim>({ kind: 'checking' });
  const [starting, setStarting] = useState(false);

  useEffect(() => {
    let current = true;
    backend.claimDiscount({ token }).then(
      (answer) => {
        if (!current) return;
        setClaim(
          answer.valid
            ? { kind: 'valid', percentOff: answer.percent_off, expiresAt: answer.expires_at }
            : { kind: 'refused', message: answer.message },
        );
      },
      (error: unknown) => {
        if (!current) return;
        const code = (error as { code?: string }).code;
        setClaim({
          kind: 'refused',
          message: code === 'functions/invalid-argument' ? NOT_VALID : reasonOf(error),
        });
      },
    );
    return () => {
      current = false;
    };
  }, [token]);

  const claimIt = async () => {
    setStarting(true);
    await checkout({ plan: 'pro', isGuest: !signedIn, discount_token: token });
    setStarting(false);
  };

  return (
    <section className="claim-discount-page" aria-labelledby="claim-title">
      <h1 id="claim-title">Your discount</h1>
      {claim.kind === 'checking' && (
        <Progress isIndeterminate label="Checking your discount link" />
      )}
      {claim.kind === 'refused' && <Banner variant="danger" description={claim.message} />}
      {claim.kind === 'valid' && (
        <>
          <p className="claim-discount-page__offer">
            {`${claim.percentOff}% off your first month`}
          </p>
          <p>{`Valid until ${new Date(claim.expiresAt).toLocaleDateString()}.`}</p>
          <Button isDisabled={loading} isLoading={starting} onPress={() => void claimIt()}>
            {`Claim ${claim.percentOff}% off`}
          </Button>
        </>
      )}
    </section>
  );
}
