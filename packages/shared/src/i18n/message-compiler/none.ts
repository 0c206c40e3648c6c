import type { compileMessage } from '@lingui/message-utils/compileMessage';

/**
 * The browser: no ICU parser. The web build compiles every dictionary ahead
 * (apps/web/build/compile-messages.ts).
 */
export const messageCompiler: typeof compileMessage | undefined = undefined;
