import { FROM_PRICE, USAGE_LABELS } from '@voyagent/account';
import {
  FREE_DAILY_CAPS,
  IDEMPOTENCY_KEY_TTL_HOURS,
  PURCHASABLE_TIERS,
  SITE_PATHS,
  TRIAL_DAYS,
  USAGE_TYPES,
} from '@voyagent/contracts/names';
import { Link } from '@voyagent/ui-kit';
import type { ContentSection } from './ContentPage';
import { SupportContacts } from './SupportContacts';

/**
 * The four policy pages (shell.md §2), written for what this product stores and whom it uses:
 * the tables of functions/migrations, the providers of functions/src/config/providers.ts and the
 * browser storage the site keeps. Change them with the code they describe.
 */
export interface Policy {
  title: string;
  sections: readonly ContentSection[];
}

const SETTINGS_PATH = '/settings';

const contactSection: ContentSection = {
  heading: 'Contact',
  body: (
    <>
      <p>Questions about this policy, or a request about your data:</p>
      <SupportContacts />
    </>
  ),
};

const freeCaps = USAGE_TYPES.map((type) => `${FREE_DAILY_CAPS[type]} ${USAGE_LABELS[type]}`).join(
  ', ',
);

const privacy: Policy = {
  title: 'Privacy Policy',
  sections: [
    {
      heading: 'What we store about your account',
      body: (
        <ul>
          <li>
            Your e-mail address and the name you gave at sign-up. Sign-in itself (your password or
            sign-in provider) is handled by Firebase Authentication from Google; we never see your
            password.
          </li>
          <li>
            Your plan: whether you are subscribed, the tier, when it ends, whether you have used the{' '}
            {TRIAL_DAYS}-day free trial, and the customer and subscription ids of our payment
            provider.
          </li>
          <li>The items you save (title, description, picture address and item details).</li>
          <li>Daily counters of how often you used each counted tool, per day.</li>
          <li>A review you write, with the name shown on it, and its moderation state.</li>
          <li>Staff roles, for staff accounts, and a record of who granted or removed them.</li>
          <li>
            For {IDEMPOTENCY_KEY_TTL_HOURS} hours, the answer to a change you made from the app, so
            that a request repeated after a lost connection is not applied twice.
          </li>
        </ul>
      ),
    },
    {
      heading: 'What we store when you are not signed in',
      body: (
        <ul>
          <li>
            To count the free daily uses of a visitor without an account, a fingerprint of the
            device: a short hash of browser and device characteristics (browser, screen size, time
            zone, language, platform, which storage the browser supports, graphics card names and
            drawing and audio test results) and the network address the request came from. Uses are
            also counted per network address, so that one address cannot take unlimited free uses.
          </li>
          <li>
            The number of requests each network address made in the last minute, to stop abuse;
            these counts are deleted shortly after.
          </li>
          <li>
            The e-mail address you give in the e-mail sign-up form, whether we sent the welcome
            e-mail and whether you unsubscribed. Every e-mail carries an unsubscribe link.
          </li>
          <li>
            A purchase made without an account, under the e-mail address given at checkout, until an
            account with that verified address claims it.
          </li>
        </ul>
      ),
    },
    {
      heading: 'What stays after you delete your account',
      body: (
        <p>
          When you use the free trial we keep a record that a trial was used: a keyed hash of your
          e-mail address (HMAC-SHA256 under a secret key), with no address, no account id and the
          date only. It is not deleted with your account, so deleting and signing up again does not
          give a second trial. Without the key it cannot be turned back into your address.
          Everything else listed above that belongs to your account is deleted. Records of actions
          you took as staff on other people's accounts stay, without your account id.
        </p>
      ),
    },
    {
      heading: 'Services we use',
      body: (
        <ul>
          <li>Google Firebase: sign-in, hosting of the site and running our backend functions.</li>
          <li>A PostgreSQL database where the data above is kept.</li>
          <li>
            Stripe, for payments: card details go to Stripe and never reach us. We keep the ids
            Stripe gives us to link a payment to your plan.
          </li>
          <li>
            Google reCAPTCHA, when enabled, checks that a sign-in or sign-up comes from a person.
          </li>
          <li>A transactional e-mail service, to send the welcome and account e-mails.</li>
          <li>
            Flight and hotel searches open our partners' pages, where their own privacy policies
            apply to what you enter there.
          </li>
          <li>
            An analytics script, only if you allow analytics in the cookie settings (see the{' '}
            <Link href="/cookies-policy">Cookies Policy</Link>).
          </li>
        </ul>
      ),
    },
    {
      heading: 'Your choices',
      body: (
        <p>
          On the <Link href={SETTINGS_PATH}>Settings</Link> page you can download every record we
          hold about your account as a JSON file, and delete your account. A deletion is immediate
          and cannot be undone. If you pay for a recurring plan, cancel it first under Manage
          subscription, so that you are not charged again.
        </p>
      ),
    },
    contactSection,
  ],
};

const cookies: Policy = {
  title: 'Cookies Policy',
  sections: [
    {
      heading: 'What the site keeps in your browser',
      body: (
        <p>
          Voyagent keeps its settings in your browser's storage rather than in cookies: your theme
          (light, dark or system), your cookie choices, the app settings, the items you saved as a
          guest, the device fingerprint and address used to count free uses, whether you have seen
          the launch offer and dismissed the install prompts, and the sign-in session kept by
          Firebase Authentication. None of it is sent to other sites.
        </p>
      ),
    },
    {
      heading: 'The three categories you choose from',
      body: (
        <ul>
          <li>
            Essential: always on. Sign-in, your settings and the counters that keep the free plan
            fair. The site cannot work without them.
          </li>
          <li>
            Analytics: off until you allow it. When allowed, the site loads its analytics script to
            learn which pages are used. Nothing of it loads before your answer.
          </li>
          <li>
            Marketing: off until you allow it. The site loads no advertising or marketing scripts
            today; your answer is kept and applies if any are added.
          </li>
        </ul>
      ),
    },
    {
      heading: 'Changing your choice',
      body: (
        <p>
          Use the Cookie Settings button at the bottom of every page to change your answer at any
          time. Clearing your browser's data for this site removes everything listed above and signs
          you out.
        </p>
      ),
    },
    contactSection,
  ],
};

const terms: Policy = {
  title: 'Terms and Conditions',
  sections: [
    {
      heading: 'The service',
      body: (
        <p>
          Voyagent helps you plan trips: searches, an assistant, saved items and travel tools.
          Bookings are made on our partners' pages, under their terms and prices; we are not a party
          to them. Information in Voyagent, including answers produced by AI, can be incomplete or
          out of date: check entry, visa and safety rules with the official source before you
          travel.
        </p>
      ),
    },
    {
      heading: 'Accounts',
      body: (
        <p>
          Keep your sign-in details to yourself; you are responsible for what is done with your
          account. You may delete your account at any time on the{' '}
          <Link href={SETTINGS_PATH}>Settings</Link> page.
        </p>
      ),
    },
    {
      heading: 'Free use, the trial and paid plans',
      body: (
        <>
          <p>Without a plan, each day allows {freeCaps}.</p>
          <p>
            The {TRIAL_DAYS}-day free trial needs no card and is given once per e-mail address. Paid
            plans ({PURCHASABLE_TIERS.join(', ')}) start from {FROM_PRICE} per month; the price of
            your plan is shown at checkout. See the <Link href="/refund-policy">Refund Policy</Link>{' '}
            for cancellations and refunds.
          </p>
        </>
      ),
    },
    {
      heading: 'Fair use',
      body: (
        <p>
          Do not misuse the service: no automated scraping, no attempts to get around the daily
          limits, no reviews that are false, offensive or written for someone else. Reviews are
          published only after our support team approves them.
        </p>
      ),
    },
    contactSection,
  ],
};

const refunds: Policy = {
  title: 'Refund Policy',
  sections: [
    {
      heading: 'Try before you pay',
      body: (
        <p>
          The {TRIAL_DAYS}-day free trial needs no card, so you can use every tool before you buy a
          plan.
        </p>
      ),
    },
    {
      heading: 'Cancelling a subscription',
      body: (
        <p>
          Cancel a recurring plan at any time under Manage subscription on your{' '}
          <Link href={SITE_PATHS.dashboard}>dashboard</Link>. Your plan stays active until the end
          of the period you have paid for and is not renewed after it.
        </p>
      ),
    },
    {
      heading: 'Asking for a refund',
      body: (
        <p>
          Write to support with the e-mail address of your account and the date of the payment. Our
          support team reviews every request; a refund goes back to the card or wallet you paid
          with, through our payment provider. Where the law of your country gives you a right to
          withdraw from a purchase, that right applies in full.
        </p>
      ),
    },
    {
      heading: 'Bookings with partners',
      body: (
        <p>
          Flights, hotels and cars are booked and paid on our partners' pages. Their refund and
          cancellation rules apply, and refunds for them come from the partner, not from us.
        </p>
      ),
    },
    contactSection,
  ],
};

/** The policy of each policy route (the route table's `policy` page). */
export const POLICIES: Readonly<Record<string, Policy>> = {
  '/privacy-policy': privacy,
  '/cookies-policy': cookies,
  '/terms-and-conditions': terms,
  '/refund-policy': refunds,
};
