import type { ManifestOptions } from 'vite-plugin-pwa';
import { THEME_COLORS } from '../src/lib/theme-color.ts';

/**
 * The web app manifest (/manifest.webmanifest): what a phone shows when Receptari is installed on
 * its home screen (docs/product.md#offline-and-install). Colours are the theme's: the brand's
 * terracotta (lib/theme-color.ts) and the page's white; a manifest has one colour only, so the dark
 * theme's bar comes from index.html's theme-color tags, which the browser prefers. Icons:
 * public/icons/, drawn from the favicon by scripts/make-icons.mjs.
 */
export const webAppManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Receptari',
  short_name: 'Receptari',
  description: 'Descobreix, cuina i comparteix receptes amb la comunitat.',
  lang: 'ca',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: THEME_COLORS.light,
  background_color: '#ffffff',
  categories: ['food', 'lifestyle'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
