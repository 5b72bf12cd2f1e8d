import { marketingFigures } from '@voyagent/contracts/content';
import { Link } from '@voyagent/ui-kit';
import { ContentPage } from '../accountPages/ContentPage';
import { SupportContacts } from '../accountPages/SupportContacts';

/** /about (shell.md §2): what the product does and for whom (travel.md §1). */
export function AboutPage() {
  return (
    <ContentPage
      title="About Voyagent"
      intro={
        <p>
          Voyagent is an AI travel companion for travellers: it helps you plan a trip, find flights
          and places to stay, and keep the things you find in one place, on the web and as an
          installable app.
        </p>
      }
      sections={[
        {
          heading: 'What you can do',
          body: (
            <ul>
              <li>Search flights and hotels; bookings are made on our partners' pages.</li>
              <li>Save flights, hotels and destinations to your dashboard.</li>
              <li>
                Plan itineraries, ask the multilingual assistant and use the travel tools, with visa
                and document checks for {marketingFigures.countries} countries.
              </li>
              <li>Install Voyagent on your phone or computer as an app.</li>
            </ul>
          ),
        },
        {
          heading: 'Free, trial and paid plans',
          body: (
            <p>
              Voyagent is free to use within daily limits, with a free trial and paid plans for
              unlimited use. See <Link href="/pricing">Plans</Link>.
            </p>
          ),
        },
        {
          heading: 'Your data',
          body: (
            <p>
              Read what we store and why in the <Link href="/privacy-policy">Privacy Policy</Link>.
              You can download or delete your data at any time from Settings.
            </p>
          ),
        },
        { heading: 'Contact', body: <SupportContacts /> },
      ]}
    />
  );
}
