import { Link } from '@voyagent/ui-kit';
import { ContentPage } from '../accountPages/ContentPage';
import { SupportContacts } from '../accountPages/SupportContacts';

/** /support-center (shell.md §2): how to reach the support team, and where answers already are. */
export function SupportCenterPage() {
  return (
    <ContentPage
      title="Support"
      intro={<p>Our support team answers questions about your account, plan and payments.</p>}
      sections={[
        { heading: 'Contact us', body: <SupportContacts /> },
        {
          heading: 'Before you write',
          body: (
            <ul>
              <li>
                Common questions are answered in the <Link href="/help-center">Help Center</Link>.
              </li>
              <li>
                For a payment, include the e-mail address of your account and the date you paid.
              </li>
              <li>
                Bookings made on a partner's page are handled by that partner: contact them about
                changes and cancellations.
              </li>
            </ul>
          ),
        },
      ]}
    />
  );
}
