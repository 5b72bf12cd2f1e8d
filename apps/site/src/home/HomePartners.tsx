import { useId } from 'react';
import { carRentalPartnerUrl } from '../config/carRentalPartner';
import { searchLinkConfig } from '../search/searchLinkConfig';
import { partnerHosts } from './homeRules';
import styles from './home.module.css';

/**
 * travel.md §2: the partner grid, first 6. The partners named are the ones the site's searches
 * really open (the configured hotel, flight and car pages), never a list of logos; a build with
 * none configured shows no grid.
 */
export function HomePartners() {
  const titleId = useId();
  const hosts = partnerHosts([
    searchLinkConfig.hotelSearchBaseUrl,
    searchLinkConfig.flightSearchBaseUrl,
    carRentalPartnerUrl,
  ]);
  if (hosts.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className={styles.section}>
      <h2 id={titleId} className={styles.sectionTitle}>
        Our booking partners
      </h2>
      <p className={styles.lead}>Searches open on these partners' sites, where you book and pay.</p>
      <ul className={styles.partners}>
        {hosts.map((host) => (
          <li key={host}>{host}</li>
        ))}
      </ul>
    </section>
  );
}
