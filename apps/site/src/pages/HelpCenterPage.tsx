import { FREE_DAILY_CAPS, TRIAL_DAYS } from '@voyagent/contracts/names';
import { GUEST_SAVE_LIMIT } from '@voyagent/save-button';
import { Link } from '@voyagent/ui-kit';
import type { ReactNode } from 'react';
import { ContentPage } from '../accountPages/ContentPage';

/** The Help Center's questions and answers, written for what the product does today. */
export const HELP_FAQ: readonly { question: string; answer: ReactNode }[] = [
  {
    question: 'Is Voyagent free?',
    answer: (
      <>
        Yes, within daily limits: for example {FREE_DAILY_CAPS.ai_requests} AI requests and{' '}
        {FREE_DAILY_CAPS.search_requests} searches a day. A free trial and paid plans remove the
        limits. See <Link href="/pricing">Plans</Link>.
      </>
    ),
  },
  {
    question: 'How does the free trial work?',
    answer: (
      <>
        Create an account and start the {TRIAL_DAYS}-day trial: no card is needed, and every tool is
        unlimited while it lasts. Each e-mail address gets one trial.
      </>
    ),
  },
  {
    question: 'Can I save things without an account?',
    answer: (
      <>
        Yes, up to {GUEST_SAVE_LIMIT} items in this browser. Sign in to keep more and see them on
        every device; the items you saved as a guest move to your account.
      </>
    ),
  },
  {
    question: 'Do you sell flights and hotels?',
    answer:
      "No. Voyagent searches for you, and the booking is made on the partner's page, under the partner's prices and terms.",
  },
  {
    question: 'How do I cancel my subscription?',
    answer: (
      <>
        Open your <Link href="/dashboard">dashboard</Link> and choose Manage subscription. Your plan
        stays active until the end of the period you paid for.
      </>
    ),
  },
  {
    question: 'How do I download or delete my data?',
    answer: (
      <>
        On the <Link href="/settings">Settings</Link> page: Download my data gives you a JSON file
        of everything we hold about your account, and Delete account removes it.
      </>
    ),
  },
];

/** /help-center (shell.md §2): the common questions, then where to ask the rest. */
export function HelpCenterPage() {
  return (
    <ContentPage title="Help Center">
      <dl className="faq-list">
        {HELP_FAQ.map(({ question, answer }) => (
          <div key={question}>
            <dt>{question}</dt>
            <dd>{answer}</dd>
          </div>
        ))}
      </dl>
      <p>
        Did not find your answer? <Link href="/support-center">Contact support</Link>.
      </p>
    </ContentPage>
  );
}
