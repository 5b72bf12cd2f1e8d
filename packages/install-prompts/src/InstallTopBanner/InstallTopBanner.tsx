import { useState } from 'react';
import { Badge } from '@voyagent/ui-kit/Badge';
import { Banner } from '@voyagent/ui-kit/Banner';
import { useLocale } from '@voyagent/ui-kit/I18n';
import { useInstall } from '../InstallPlatform/InstallPlatform';
import { useTopBannerVisible } from '../InstallPlatform/schedule';
import { InstallActions } from '../internal/InstallActions';
import { INSTALL_PROMPT_TEXTS } from '../internal/installPromptTexts';
import styles from './InstallTopBanner.module.css';

export interface InstallTopBannerProps {
  /** The offer; the spec gives its idea, so the host may word it. */
  title?: string;
  tagline?: string;
  /** Average rating out of 5, from the host's content file; left out when not a number 0–5. */
  rating?: number;
  /** Number of users, from the host's content file; left out when not a positive number. */
  userCount?: number;
  className?: string;
}

function isRating(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 5;
}

function isUserCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

/**
 * shell.md §2, §4: the install offer across the top of the page, on the banner schedule (25 s
 * after the first visit, or 1 s after the browser's prompt is ready; 48 h after a dismissal;
 * never once installed or dismissed for good). Not now and the close control dismiss it.
 */
export function InstallTopBanner({
  title = INSTALL_PROMPT_TEXTS.bannerTitle,
  tagline = INSTALL_PROMPT_TEXTS.bannerTagline,
  rating,
  userCount,
  className,
}: InstallTopBannerProps) {
  const visible = useTopBannerVisible();
  const { dismiss } = useInstall();
  const { locale } = useLocale();
  const [answered, setAnswered] = useState(false);
  if (!visible || answered) return null;

  const figures = [
    isRating(rating) &&
      `★ ${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(rating)}/5`,
    isUserCount(userCount) &&
      `${new Intl.NumberFormat(locale, { notation: 'compact' }).format(userCount)} ${INSTALL_PROMPT_TEXTS.users}`,
  ].filter(Boolean);

  return (
    <section aria-label={title} className={className}>
      <Banner
        variant="promo"
        title={title}
        description={
          <span className={styles.details}>
            <span>{tagline}</span>
            {figures.map((figure) => (
              <span key={String(figure)} className={styles.figure}>
                {figure}
              </span>
            ))}
            <Badge variant="success">{INSTALL_PROMPT_TEXTS.free}</Badge>
          </span>
        }
        action={
          <InstallActions
            installLabel={INSTALL_PROMPT_TEXTS.install}
            onAnswered={setAnswered}
            onDismiss={dismiss}
          />
        }
        onDismiss={dismiss}
      />
    </section>
  );
}
