import 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The emulated functions' database (globalSetup.mjs), for seeding and checking rows. */
    databaseUrl: string;
  }
}
