import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { bootAfterPaint } from './build/boot-after-paint.ts';
import { colorSchemeScript } from './build/color-scheme-script.ts';
import { compileMessages } from './build/compile-messages.ts';
import { splitMantineCss } from './build/split-mantine-css.ts';
import { dropIdleScrollLock } from './build/drop-idle-scroll-lock.ts';
import { listPrefetch } from './build/list-prefetch.ts';
import { webAppManifest } from './build/web-app-manifest.ts';

/** The API server (Fastify, port 3000) answers /api, Socket.IO and uploaded media in development. */
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

export default defineConfig(({ isSsrBuild }) => ({
  // Works from any working directory (npm -w, the repository root, the server build).
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react(),
    compileMessages(),
    colorSchemeScript(),
    splitMantineCss(),
    dropIdleScrollLock(),
    listPrefetch(),
    bootAfterPaint(),
    // The web app manifest and the service worker (docs/decisions/0025); not in the first paint's
    // server build. Registered by src/offline/register-service-worker.ts after the first paint,
    // never by a script of the plugin's own (injectRegister: false).
    !isSsrBuild &&
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'service-worker',
        filename: 'sw.ts',
        injectRegister: false,
        registerType: 'prompt',
        manifestFilename: 'manifest.webmanifest',
        manifest: webAppManifest,
        includeManifestIcons: false,
        injectManifest: {
          // Classic script: every browser with service workers runs it (module workers are newer).
          rollupFormat: 'iife',
          // This build's code, styles and icons; never index.html (its nonce is per answer: the
          // worker keeps the server's own copy, sw.ts) nor the .br/.gz copies.
          globPatterns: ['assets/**/*.{js,css,svg,png,woff2}', 'icons/*.png', 'favicon.svg'],
          maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        },
      }),
  ],
  // The first paint's server build bundles its libraries: left external, `import … from
  // '@mantine/core'` loads Mantine's every component (some 700 files, about 1.7 s of CPU with React
  // and the rest) each time the server starts, where the page uses a few (issue 37, a restart's time).
  ssr: { noExternal: true },
  // '@/lib/…', '@/components/…': features reach the shared layers without climbing out of their folder.
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/socket.io': { target: apiTarget, ws: true, changeOrigin: true },
      '/media': { target: apiTarget, changeOrigin: true },
    },
  },
  preview: { host: '127.0.0.1', port: 4173 },
  // The server writes each answer's CSP nonce here (plugins/security-headers.ts); the build adds
  // <meta property="csp-nonce"> for lib/style-nonce.ts and the nonce to its own tags.
  html: { cspNonce: '__CSP_NONCE__' },
  build: {
    outDir: 'dist',
    // The first paint's server build (prepaint/render-prepaint.tsx, `--ssr`) has no use for public/.
    copyPublicDir: !isSsrBuild,
    emptyOutDir: true,
    // Production serves no source maps (the server also answers 404 for any *.map).
    sourcemap: false,
    // No asset becomes a data: URI: the Content-Security-Policy (img-src 'self', font-src 'self')
    // refuses them, so every image, icon and font is a file of its own.
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: their own chunks stay cached across deploys.
        // Only what the first paint needs ('$initial'): a library part that only lazy screens use
        // (drag and drop, the form library, the drawer…) loads with them, not with the landing page.
        codeSplitting: {
          groups: [
            // A lazy screen's dictionary and its view (i18n/ca/admin.ts, i18n/tr/admin.ts…) are one
            // small chunk: left to the default, a file shared by two lazy screens joins a common
            // chunk the landing page loads. Core's are the landing page's own.
            {
              name: (id) => {
                const domain = /[\\/]i18n[\\/](?:ca|tr)[\\/]([a-z-]+)\.ts$/.exec(id)?.[1];
                return domain && `i18n-${domain}`;
              },
              test: /[\\/]i18n[\\/](?:ca|tr)[\\/](?!core\.ts)[a-z-]+\.ts$/,
              // The two files only: the translator they import is the landing page's.
              includeDependenciesRecursively: false,
            },
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie)[\\/]/ },
            { name: 'mantine', test: /node_modules[\\/]@mantine[\\/]/, tags: ['$initial'] },
            { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'] },
          ],
        },
      },
    },
  },
}));
