import { localStorageColorSchemeManager, type MantineColorSchemeManager } from '@mantine/core';
import { COLOR_SCHEME_KEY } from './color-scheme-key.ts';
import { showThemeColor } from './theme-color.ts';

const stored = localStorageColorSchemeManager({ key: COLOR_SCHEME_KEY });

/**
 * The theme this device chose, under the key the head script reads (docs/product.md#theme); each
 * change also recolours the browser's bar (theme-color), as the head script does on the next load.
 */
export const colorSchemeManager: MantineColorSchemeManager = {
  ...stored,
  set: (value) => {
    stored.set(value);
    showThemeColor(value);
  },
};
