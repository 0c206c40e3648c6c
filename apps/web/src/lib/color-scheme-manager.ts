import { localStorageColorSchemeManager } from '@mantine/core';
import { COLOR_SCHEME_KEY } from './color-scheme-key.ts';

/** The theme this device chose, under the key the head script reads (docs/product.md#theme). */
export const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_KEY });
