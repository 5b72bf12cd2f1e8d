import { useLocalizedStringFormatter } from 'react-aria/useLocalizedStringFormatter';
import { Breadcrumb as AriaBreadcrumb, Breadcrumbs, Link } from 'react-aria-components';
import { cx } from '../internal/cx';
import { warnInDevelopment } from '../internal/warnInDevelopment';
import { breadcrumbProblems, type BreadcrumbItem } from './breadcrumbItems';
import styles from './Breadcrumb.module.css';
import { breadcrumbMessages } from './intl';

export interface BreadcrumbProps {
  /** The trail from the top level to the current page, which is the last item. */
  items: readonly BreadcrumbItem[];
  /** Name of the navigation landmark; "Breadcrumb" in the locale by default. */
  'aria-label'?: string;
  className?: string;
}

/**
 * Where the page sits in the site, as a navigation landmark of react-aria breadcrumbs: the last
 * item is the current page (aria-current="page", not a link target). Renders nothing when empty.
 */
export function Breadcrumb({ items, 'aria-label': ariaLabel, className }: BreadcrumbProps) {
  const strings = useLocalizedStringFormatter(breadcrumbMessages);
  breadcrumbProblems(items).forEach(warnInDevelopment);
  if (items.length === 0) return null;
  return (
    <nav
      aria-label={ariaLabel ?? strings.format('breadcrumb')}
      className={cx(styles.nav, className)}
    >
      <Breadcrumbs className={styles.list}>
        {items.map((item, index) => (
          <AriaBreadcrumb key={index} id={index} className={styles.item}>
            <Link href={item.href} className={styles.link}>
              {item.label}
            </Link>
          </AriaBreadcrumb>
        ))}
      </Breadcrumbs>
    </nav>
  );
}
