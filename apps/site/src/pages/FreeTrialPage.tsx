import { SITE_PATHS, TRIAL_DAYS } from '@voyagent/contracts/names';
import { Banner, Button, Link, toast } from '@voyagent/ui-kit';
import { useState } from 'react';
import { useAccountStore } from '../account/accountStore';
import { useSubscription } from '../account/useSubscription';
import { reasonOf } from '@voyagent/account';
import { backend } from '../firebase/callables';

/** /free-trial (travel.md §2, §9): the 7-day trial without a card, started by start-trial. */
export function FreeTrialPage() {
  const { signedIn, view, loading } = useSubscription();
  const [starting, setStarting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const start = async () => {
    setStarting(true);
    setFailure(null);
    try {
      const subscription = await backend.startTrial({});
      useAccountStore.setState({ subscription, error: null });
      toast.success({ title: 'Your free trial has started' });
    } catch (error) {
      setFailure(reasonOf(error));
    } finally {
      setStarting(false);
    }
  };

  const dayWord = view.trialDaysLeft === 1 ? 'day' : 'days';
  return (
    <section className="free-trial-page" aria-labelledby="free-trial-title">
      <h1 id="free-trial-title">{`${TRIAL_DAYS}-day free trial`}</h1>
      <p>Every tool without daily limits for {TRIAL_DAYS} days. No credit card required.</p>
      {failure && <Banner variant="danger" description={failure} />}
      {!signedIn ? (
        <Link href={SITE_PATHS.auth} variant="standalone">
          Sign in or create an account to start
        </Link>
      ) : view.isTrialActive ? (
        <p role="status">{`Your free trial is active: ${view.trialDaysLeft} ${dayWord} left.`}</p>
      ) : view.isPro ? (
        <p>You already have full access on your plan.</p>
      ) : (
        <Button isDisabled={loading} isLoading={starting} onPress={() => void start()}>
          Start my free trial
        </Button>
      )}
    </section>
  );
}
