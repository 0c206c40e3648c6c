/**
 * Where this device keeps its chosen theme ('light', 'dark' or 'auto'; docs/product.md#theme): the
 * /perfil switch writes it through Mantine's colour scheme manager, and the head script
 * (build/color-scheme-script.ts) reads it before the first paint. No imports: the build reads it too.
 */
export const COLOR_SCHEME_KEY = 'receptari-color-scheme';
