import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { siteContacts } from '../config/siteContacts';
import { hasPage } from '../routes/routedPages';
import { routesInGroup, type RouteGroup } from '../routes/siteRoutes';
import { DeferredMarkup } from '../prerender/DeferredMarkup';
import { markupLoader } from '../prerender/markupLoader';

/** shell.md §2: the footer's three columns, each from the route table's groups. */
const COLUMNS: { title: string; groups: RouteGroup[] }[] = [
  { title: 'Travel Tools', groups: ['tools'] },
  { title: 'Support', groups: ['support'] },
  { title: 'Company', groups: ['company', 'policies'] },
];

// The rating strip (with the content file's figures) at the page's foot: a prerendered page
// keeps its markup until the visitor nears it; elsewhere it comes once the page is idle.
const reviewStrip = markupLoader(() => import('../reviewStrip/ReviewStrip'));

/** shell.md §2: payment methods are listed as these three kinds. */
export const PAYMENT_METHODS = ['Cards', 'Digital wallets', 'Mobile payments'] as const;

/**
 * `cookieSettings`: the Cookie Settings button, which the frame passes in as one of its parts
 * loaded after the first paint (layout/Layout.tsx).
 */
export function SiteFooter({ cookieSettings }: { cookieSettings: ReactNode }) {
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
      <DeferredMarkup
        kind="chrome"
        name="review-strip"
        loader={reviewStrip}
        render={(module) => <module.ReviewStrip />}
        nearViewport
        idleWithoutMarkup
      />
      {cookieSettings}
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
