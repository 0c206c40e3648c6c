import { createTheme, type MantineColorsTuple } from '@mantine/core';
import { tr } from '@receptari/shared/i18n/tr/core';

/** Terracotta: warm like a clay pot; shade 6 keeps white text above 4.5:1 contrast. */
const brand: MantineColorsTuple = [
  '#fdf2ec',
  '#fae1d4',
  '#f3c0a6',
  '#ec9d75',
  '#e57f4c',
  '#d9682f',
  '#b84f24',
  '#9e4320',
  '#83381b',
  '#692d16',
];

/** Olive, for herbs and success. */
const olive: MantineColorsTuple = [
  '#f4f7ec',
  '#e7eed6',
  '#cddcaa',
  '#b2c97c',
  '#9bb955',
  '#8cae3c',
  '#6f8d2b',
  '#5c7623',
  '#4a5f1c',
  '#384814',
];

/**
 * The dark theme's neutrals (docs/product.md#theme), warm like the light theme's cream: Mantine
 * reads 0 as the text, 2 as dimmed text, 3 as placeholders, 4 as borders, 6 as inputs and cards, 7
 * as the page. Chosen for WCAG AA: text 13:1 on the page, dimmed 7:1, placeholders 4.6:1 on an
 * input, borders 3:1 on an input.
 */
const dark: MantineColorsTuple = [
  '#ede4dc',
  '#d6cbc2',
  '#b8aba1',
  '#a89a8f',
  '#8a7b70',
  '#4a3f38',
  '#3a312b',
  '#241d19',
  '#1c1613',
  '#130f0d',
];

const closeButton = {
  get 'aria-label'() {
    return tr.common.close;
  },
};

const systemFonts =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 6,
  colors: { brand, olive, dark },
  fontFamily: systemFonts,
  headings: {
    fontFamily: 'Georgia, "Iowan Old Style", "Palatino Linotype", "Book Antiqua", serif',
    fontWeight: '700',
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  // A filled badge, button or alert writes black on a fill lighter than 0.18 luminance, where black
  // reads better than white: white on orange-6 is 2.6:1 and on red-6 3.3:1, below WCAG AA
  // (docs/product.md#theme); the brand's shade 6 (0.16) keeps white, at 5:1.
  autoContrast: true,
  luminanceThreshold: 0.18,
  // Modals, menus and popups appear without their scale and fade for people who ask their system
  // for less motion (the E2E browser asks too: a click never lands on a dialog still growing).
  respectReducedMotion: true,
  other: { cream: '#fffaf5' },
  components: {
    Button: { defaultProps: { radius: 'xl' } },
    Paper: { defaultProps: { radius: 'lg' } },
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
    // Every modal's, drawer's and popup's close button has a name (a screen reader said "button").
    Modal: { defaultProps: { closeButtonProps: closeButton } },
    Drawer: { defaultProps: { closeButtonProps: closeButton } },
    Notification: { defaultProps: { closeButtonProps: closeButton } },
  },
});
