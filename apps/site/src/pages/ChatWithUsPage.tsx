import { Link } from '@voyagent/ui-kit';
import { ContentPage } from '../accountPages/ContentPage';
import { SupportContacts } from '../accountPages/SupportContacts';

/**
 * /chat-with-us (shell.md §2). There is no live chat service behind the site, so the page says
 * how to reach a person instead of showing a chat box nobody answers.
 */
export function ChatWithUsPage() {
  return (
    <ContentPage
      title="Chat With Us"
      intro={
        <p>
          Live chat is not available yet. Write or call us and a member of the support team will
          answer.
        </p>
      }
      sections={[
        { heading: 'Contact us', body: <SupportContacts /> },
        {
          heading: 'Quick answers',
          body: (
            <p>
              Many questions are answered in the <Link href="/help-center">Help Center</Link>.
            </p>
          ),
        },
      ]}
    />
  );
}
