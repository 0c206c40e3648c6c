/**
 * The device's text size (docs/product.md#text-size): where it is kept, its choices, and the
 * attribute on <html> that scales the root font (app/text-size.css). The /perfil setting writes
 * it (lib/text-size.ts) and the head script (build/color-scheme-script.ts) sets it before the
 * first paint. No imports: the build reads it too.
 */
export const TEXT_SIZE_KEY = 'receptari-text-size';
export const TEXT_SIZES = ['normal', 'large', 'larger'] as const;
export type TextSize = (typeof TEXT_SIZES)[number];
/** Set for 'large' and 'larger' only: 'normal' is the page as it is. */
export const TEXT_SIZE_ATTRIBUTE = 'data-text-size';
