/**
 * The browser's own bar (<meta name="theme-color">, docs/product.md#theme): the brand's terracotta
 * over the light theme, the dark page's near-black (theme.ts's dark[7]) over the dark one.
 */
export const THEME_COLORS = { light: '#b84f24', dark: '#241d19' } as const;

/**
 * index.html carries one tag per system theme (media="(prefers-color-scheme: …)"); a theme chosen
 * on /perfil adds one with no media, marked with this attribute, before them: the browser takes the
 * first tag that applies. The head script (build/color-scheme-script.ts) writes it on load. No
 * imports: the build reads this file too.
 */
export const CHOSEN_THEME_COLOR_ATTRIBUTE = 'data-chosen-theme';

/** The two per-system tags, as index.html's <head> carries them. */
export const systemThemeColorTags = () =>
  (['light', 'dark'] as const)
    .map(
      (scheme) =>
        `<meta name="theme-color" content="${THEME_COLORS[scheme]}" media="(prefers-color-scheme: ${scheme})" />`,
    )
    .join('\n    ');

/** Follows a change of /perfil's theme: the chosen theme's colour, or the system's tags again. */
export function showThemeColor(choice: 'light' | 'dark' | 'auto') {
  let chosen = document.head.querySelector<HTMLMetaElement>(`meta[${CHOSEN_THEME_COLOR_ATTRIBUTE}]`);
  if (choice === 'auto') {
    chosen?.remove();
    return;
  }
  if (!chosen) {
    chosen = document.createElement('meta');
    chosen.name = 'theme-color';
    chosen.setAttribute(CHOSEN_THEME_COLOR_ATTRIBUTE, '');
    document.head.prepend(chosen);
  }
  chosen.content = THEME_COLORS[choice];
}
