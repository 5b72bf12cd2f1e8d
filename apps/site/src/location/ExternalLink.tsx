import type { ReactNode } from 'react';
import styles from './location.module.css';

/**
 * A link off the site (a maps service, a geo: URI, the data source). A plain anchor: the kit's
 * Link runs every href through the router, which would turn `https://…` into a site path.
 */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a className={styles.externalLink} href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> (opens in new tab)</span>
    </a>
  );
}
