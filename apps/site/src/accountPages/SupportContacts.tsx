import { Link } from '@voyagent/ui-kit';
import { siteContacts, supportPhoneHref } from '../config/siteContacts';

/**
 * The support e-mail and phone from configuration (shell.md §1, travel.md §1). A deployment that
 * configured neither says so instead of showing an address nobody reads.
 */
export function SupportContacts() {
  const { supportEmail, supportPhone } = siteContacts;
  if (!supportEmail && !supportPhone) {
    return (
      <p>
        Support contact details have not been published for this site yet. Please try again later.
      </p>
    );
  }
  return (
    <ul className="content-page__contacts">
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
  );
}
