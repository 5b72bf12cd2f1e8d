import { config } from 'zod';

// The site's CSP allows no eval: zod would probe `new Function` on its first parse (a reported
// violation) to compile faster validators. Imported first by main.tsx, before any parse.
config({ jitless: true });
