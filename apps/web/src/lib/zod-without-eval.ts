import { z } from 'zod';

/**
 * Zod 4 compiles object schemas with `new Function` unless told not to, and decides it when each
 * schema is built; the CSP (script-src 'self', no 'unsafe-eval') forbids that, and even Zod's
 * probe for it is reported as a violation. main.tsx calls this before it imports the app.
 */
export function configureZodWithoutEval() {
  z.config({ jitless: true });
}
