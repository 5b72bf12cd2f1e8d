import { I18nProvider } from '@voyagent/ui-kit/I18n';
import type { ReactNode } from 'react';
import { usableLocale } from './reviewFormat';

/**
 * Applies a widget's `locale` prop to its texts and Intl formats; without one the widget follows
 * the surrounding I18nProvider (or the browser). A malformed locale falls back to en-US.
 */
export function ReviewLocale({ locale, children }: { locale?: string; children: ReactNode }) {
  if (locale === undefined) return children;
  return <I18nProvider locale={usableLocale(locale)}>{children}</I18nProvider>;
}
