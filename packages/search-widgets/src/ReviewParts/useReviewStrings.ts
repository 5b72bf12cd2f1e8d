import { useLocale } from '@voyagent/ui-kit/I18n';
import { useLocalizedStringFormatter } from 'react-aria/useLocalizedStringFormatter';
import { reviewMessages, type ReviewMessageKey } from './intl';
import type { MessageVariables } from './messages';

export interface ReviewStrings {
  format(key: ReviewMessageKey, variables?: MessageVariables): string;
}

/** The review texts and the locale for Intl, both from react-aria's I18nProvider. */
export function useReviewStrings(): { strings: ReviewStrings; locale: string } {
  const strings = useLocalizedStringFormatter(reviewMessages);
  const { locale } = useLocale();
  return { strings, locale };
}
