import { caCore } from '../ca/core.ts';
import { DEFAULT_LOCALE } from '../locales.ts';
import { registerDictionary } from '../translator.ts';

// Node (the server, the first paint's server render, the tests): the Catalan core at once. The
// browser takes later.ts instead (the package's `#catalan-core` import, by its conditions).
registerDictionary(DEFAULT_LOCALE, 'core', caCore);
