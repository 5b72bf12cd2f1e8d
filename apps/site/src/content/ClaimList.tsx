import styles from './claimList.module.css';

/**
 * A row of marketing claims (shell.md §1), each a sentence of `marketingClaims` from the operator
 * content file; the list is named for screen readers, the tick before each item is decoration.
 */
export function ClaimList({ label, claims }: { label: string; claims: readonly string[] }) {
  return (
    <ul className={styles.claims} aria-label={label}>
      {claims.map((claim) => (
        <li key={claim}>{claim}</li>
      ))}
    </ul>
  );
}
