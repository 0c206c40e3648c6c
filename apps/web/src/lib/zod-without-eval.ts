/**
 * Zod 4 compiles object schemas with `new Function` unless told not to, and decides it when each
 * schema is built; the CSP (script-src 'self', no 'unsafe-eval') forbids that, and even Zod's
 * probe for it is reported as a violation.
 *
 * Zod keeps its configuration on `globalThis.__zod_globalConfig` (so that several copies share it)
 * and adopts an object already there: setting it needs no import of Zod, which only the screens
 * with forms load (decision 0010). main.tsx imports this module first, so it runs before any
 * module that could build a schema; `zod-without-eval.test.ts` checks that Zod reads it.
 */
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
export {};
