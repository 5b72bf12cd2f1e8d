import { shareContent } from '@voyagent/native';
import { Button, Card, Link, toast } from '@voyagent/ui-kit';
import { useId } from 'react';
import { siteContacts, supportPhoneHref } from '../config/siteContacts';
import { usePageOrigin } from '../prerender/usePageOrigin';
import { PRODUCT_NAME } from '../routes/siteRoutes';
import { cx } from './cx';
import styles from './home.module.css';

/**
 * travel.md §2 (desktop home): the share block. The native share sheet or the Web Share API where
 * there is one, else the link is copied, else shown to copy by hand (shell.md §7, §8: the native
 * package's one share path), each with its toast.
 */
export function HomeShare() {
  const titleId = useId();
  const origin = usePageOrigin();
  const share = async () => {
    const { toast: message } = await shareContent({
      title: PRODUCT_NAME,
      text: `Plan your next trip with ${PRODUCT_NAME}, your AI travel companion.`,
      url: `${origin}/`,
    });
    if (message) toast[message.variant]({ title: message.title, description: message.description });
  };
  return (
    <Card as="section" aria-labelledby={titleId} className={cx(styles.section, styles.desktopOnly)}>
      <h2 id={titleId} className={styles.sectionTitle}>
        Share {PRODUCT_NAME}
      </h2>
      <p className={styles.lead}>Planning with friends? Send them the link.</p>
      <div className={styles.actions}>
        <Button variant="secondary" onPress={() => void share()}>
          Share
        </Button>
      </div>
    </Card>
  );
}

/**
 * The support e-mail and phone (shell.md §1, travel.md §1) from configuration; a build that
 * configured neither shows nothing.
 */
export function HomeSupport() {
  const titleId = useId();
  const { supportEmail, supportPhone } = siteContacts;
  if (!supportEmail && !supportPhone) return null;
  return (
    <section aria-labelledby={titleId} className={styles.section}>
      <h2 id={titleId} className={styles.sectionTitle}>
        Need help?
      </h2>
      <ul className={styles.contacts}>
        {supportEmail && (
          <li>
            E-mail: <Link href={`mailto:${supportEmail}`}>{supportEmail}</Link>
          </li>
        )}
        {supportPhone && (
          <li>
            Phone: <Link href={supportPhoneHref(supportPhone)}>{supportPhone}</Link>
          </li>
        )}
      </ul>
    </section>
  );
}
