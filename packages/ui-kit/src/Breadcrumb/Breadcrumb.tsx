import { Breadcrumb as AriaBreadcrumb, Breadcrumbs, Link } from 'react-aria-components';
import { warnInDevelopment } from '../internal/warnInDevelopment';
import { breadcrumbProblems, type BreadcrumbItem } from './breadcrumbItems';
import styles from './Breadcrumb.module.css';

export interface BreadcrumbProps {
  /** The trail from the top level to the current page, which is the last item. */
  items: readonly BreadcrumbItem[];
  /** Name of the navigation landmark. */
  'aria-label'?: string;
  className?: string;
}

/**
 * Where the page sits in the site, as a navigation landmark of react-aria breadcrumbs: the last
 * item is the current page (aria-current="page", not a link target). Renders nothing when empty.
 */
export function Breadcrumb({
  items,
  'aria-label': ariaLabel = 'Breadcrumb',
  className,
}: BreadcrumbProps) {
  breadcrumbProblems(items).forEach(warnInDevelopment);
  if (items.length === 0) return null;
  return (
    <nav aria-label={ariaLabel} className={[styles.nav, className].filter(Boolean).join(' ')}>
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
