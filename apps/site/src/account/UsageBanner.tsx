import type { UsageBannerState } from '@voyagent/account';
import { Banner, Button, Card, Link, Progress } from '@voyagent/ui-kit';
import { useState } from 'react';
import { SITE_PATHS } from '@voyagent/contracts/names';
import { isDismissed, rememberDismissal } from './dismissals';

export type UsageBannerVariant = 'banner' | 'card' | 'inline';

export interface UsageBannerProps {
  usage: UsageBannerState;
  variant?: UsageBannerVariant;
}

const bannerVariant = (usage: UsageBannerState) =>
  usage.level === 'exhausted' ? 'danger' : usage.level === 'warning' ? 'warning' : 'info';

/**
 * The usage banner (travel.md §2, §4): from 70 % of a daily cap, warning at 2 or fewer left and
 * all used at 0; as a full-width banner, a card with a meter, or a line of text. The banner and
 * the card are dismissible for the visit.
 */
export function UsageBanner({ usage, variant = 'banner' }: UsageBannerProps) {
  const dismissalName = `usage-${usage.usageType}-${usage.level}`;
  const [dismissed, setDismissed] = useState(() => isDismissed(dismissalName));
  if (dismissed) return null;
  const dismiss = () => {
    rememberDismissal(dismissalName);
    setDismissed(true);
  };
  const upgrade = (
    <Link href={SITE_PATHS.pricing} variant="standalone">
      Upgrade
    </Link>
  );

  if (variant === 'inline') {
    return (
      <p className="usage-inline" data-usage-level={usage.level}>
        {usage.title}. {upgrade}
      </p>
    );
  }
  if (variant === 'card') {
    return (
      <Card as="section" aria-label="Daily usage" className="usage-card">
        <p className="usage-card__title">{usage.title}</p>
        <Progress
          label={usage.description}
          value={usage.count}
          maxValue={usage.limit}
          formatOptions={{ style: 'percent' }}
        />
        <div className="usage-card__actions">
          {upgrade}
          <Button variant="ghost" size="sm" onPress={dismiss}>
            Dismiss
          </Button>
        </div>
      </Card>
    );
  }
  return (
    <Banner
      variant={bannerVariant(usage)}
      title={usage.title}
      description={usage.description}
      action={upgrade}
      onDismiss={dismiss}
    />
  );
}
