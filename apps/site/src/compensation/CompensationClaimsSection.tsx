import type { CompensationClaim } from '@voyagent/contracts';
import { Badge, Banner, Button, Card, useLocale } from '@voyagent/ui-kit';
import { useEffect, useState } from 'react';
import { backend } from '../firebase/callables';
import { CLAIM_STATUS_LABELS, COMPENSATION_PAGE_TEXTS, formatEuros } from './compensationForm';

type ListState =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'ready'; claims: CompensationClaim[]; nextOffset: number | null };

/** The claims from `offset` on, after those already shown. */
async function loadClaims(offset = 0, before: CompensationClaim[] = []): Promise<ListState> {
  try {
    const page = await backend.compensationClaimsList({ offset });
    return { kind: 'ready', claims: [...before, ...page.claims], nextOffset: page.nextOffset };
  } catch {
    return { kind: 'failed' };
  }
}

/** The dashboard's compensation claims, newest first (20 a page), with status and estimate. */
export function CompensationClaimsSection() {
  const { locale } = useLocale();
  const [state, setState] = useState<ListState>({ kind: 'loading' });

  useEffect(() => {
    let active = true;
    void loadClaims().then((loaded) => {
      if (active) setState(loaded);
    });
    return () => {
      active = false;
    };
  }, []);

  return (
    <section className="account-page__section" aria-labelledby="compensation-claims-title">
      <h2 id="compensation-claims-title">{COMPENSATION_PAGE_TEXTS.claimsHeading}</h2>
      {state.kind === 'loading' && <p role="status">Loading...</p>}
      {state.kind === 'failed' && (
        <Banner
          variant="danger"
          description={COMPENSATION_PAGE_TEXTS.claimsFailed}
          action={
            <Button size="sm" variant="secondary" onPress={() => void loadClaims().then(setState)}>
              Try again
            </Button>
          }
        />
      )}
      {state.kind === 'ready' && state.claims.length === 0 && (
        <p>{COMPENSATION_PAGE_TEXTS.claimsEmpty}</p>
      )}
      {state.kind === 'ready' && state.claims.length > 0 && (
        <ul className="account-page__list">
          {state.claims.map((claim) => (
            <Card as="li" key={claim.id} className="account-page__item">
              <div>
                <p className="account-page__item-title">
                  {`${claim.flightNumber} · ${claim.flightDate} · ${claim.from} → ${claim.to}`}
                </p>
                <p>
                  {claim.amountEur === null
                    ? claim.passengerName
                    : `${claim.passengerName} · ${formatEuros(claim.amountEur, locale)}`}
                </p>
              </div>
              <Badge variant={claim.status === 'rejected' ? 'danger' : 'info'}>
                {CLAIM_STATUS_LABELS[claim.status]}
              </Badge>
            </Card>
          ))}
        </ul>
      )}
      {state.kind === 'ready' && state.nextOffset !== null && (
        <Button
          variant="ghost"
          onPress={() => void loadClaims(state.nextOffset ?? 0, state.claims).then(setState)}
        >
          Show more
        </Button>
      )}
    </section>
  );
}
