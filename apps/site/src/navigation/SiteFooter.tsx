import { Link } from 'react-router';
import { siteContacts } from '../config/siteContacts';
import { hasPage } from '../routes/routedPages';
import { routesInGroup, type RouteGroup } from '../routes/siteRoutes';
import { ReviewStrip } from '../reviewStrip/ReviewStrip';
import { CookieSettingsButton } from '../shell/Shell';

/** shell.md §2: the footer's three columns, each from the route table's groups. */
const COLUMNS: { title: string; groups: RouteGroup[] }[] = [
  { title: 'Travel Tools', groups: ['tools'] },
  { title: 'Support', groups: ['support'] },
  { title: 'Company', groups: ['company', 'policies'] },
];

/** shell.md §2: payment methods are listed as these three kinds. */
export const PAYMENT_METHODS = ['Cards', 'Digital wallets', 'Mobile payments'] as const;

export function SiteFooter() {
  const { officeAddress, socialLinks } = siteContacts;
  return (
    <footer className="site-footer">
      <nav aria-label="Footer" className="site-footer__columns">
        {COLUMNS.map((column) => {
          const links = column.groups.flatMap(routesInGroup).filter((route) => hasPage(route.page));
          if (links.length === 0) return null;
          return (
            <section key={column.title} aria-labelledby={`footer-${column.title}`}>
              <h2 id={`footer-${column.title}`} className="site-footer__heading">
                {column.title}
              </h2>
              <ul>
                {links.map((route) => (
                  <li key={route.path}>
                    <Link to={route.path}>{route.breadcrumb}</Link>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </nav>
      {socialLinks.length > 0 && (
        <ul aria-label="Social media" className="site-footer__inline">
          {socialLinks.map((link) => (
            <li key={link.href}>
              <a href={link.href} rel="noopener noreferrer" target="_blank">
                {link.name}
              </a>
            </li>
          ))}
        </ul>
      )}
      <ul aria-label="Payment methods" className="site-footer__inline">
        {PAYMENT_METHODS.map((method) => (
          <li key={method}>{method}</li>
        ))}
      </ul>
      {/* The review service's widget, or the operator content file's figures (labelled as ours). */}
      <ReviewStrip />
      <CookieSettingsButton />
      {officeAddress.length > 0 && (
        <address className="site-footer__address">
          {officeAddress.map((line) => (
            <span key={line}>{line}</span>
          ))}
        </address>
      )}
      <p>© {new Date().getFullYear()} Voyagent</p>
    </footer>
  );
}
