// The site's CSP allows no eval: zod would probe `new Function` on its first parse (a reported
// violation) to compile faster validators. Imported first by main.tsx, before any parse.
// zod keeps its settings on this global (zod/v4/core/core.js, shared by every copy of zod in the
// page) and reads it when it loads: setting it directly rather than through zod's `config()`
// keeps zod out of the first load. zodWithoutEval.test.ts checks that zod still reads it.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;

// A module (its constant stays private), imported for its effect only.
export {};
