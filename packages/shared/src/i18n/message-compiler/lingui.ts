import { compileMessage } from '@lingui/message-utils/compileMessage';

/** Node (the server, scripts, tests): Lingui's ICU compiler, for messages read the first time. */
export const messageCompiler: typeof compileMessage | undefined = compileMessage;
