import { fileURLToPath } from 'node:url';

// This module sits one level below the package root both as source (src/) and when bundled (lib/),
// so the same relative URL finds the SQL migrations in either case.
export const migrationsDir = fileURLToPath(new URL('../migrations/', import.meta.url));
