import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { HYDRATED_EVENT } from '../src/prepaint/hydrated-event.ts';

/**
 * The boot module, run as written (no imports). index.html's entry script and modulepreloads sit
 * in `<template id="app-code">` (inert: nothing is fetched), and this inserts them, so the page
 * still names every file of its first paint. With the server's first paint in #root, the app's
 * code is asked for only once that paint is on screen: fetched alongside the stylesheets and the
 * carousel's picture, it would share a slow link with them and hold back what the visitor sees
 * (and Lighthouse's simulation counts it so); the page is readable meanwhile and its links work.
 * A click on one of its buttons (a tab, a carousel dot) before React runs is kept and handed to
 * React once it has hydrated (src/prepaint/hydrated-event.ts), not lost. An empty #root (a
 * signed-in visitor, any other page) loads the code at once. Either way every first-paint chunk
 * is asked for together, not one import after another.
 */
const BOOT = `const code = document.getElementById('app-code');
const root = document.getElementById('root');
const load = () => document.head.append(document.importNode(code.content, true));
if (root && root.firstElementChild) {
  let early = null;
  const keep = (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !root.contains(button)) return;
    early = button;
    event.preventDefault();
  };
  document.addEventListener('click', keep, true);
  document.addEventListener(${JSON.stringify(HYDRATED_EVENT)}, () => {
    document.removeEventListener('click', keep, true);
    // In a task of its own: during React's commit the target still counts as not hydrated.
    setTimeout(() => early && early.isConnected && early.click());
  }, { once: true });
  requestAnimationFrame(() => setTimeout(load));
} else {
  load();
}
`;
const BOOT_FILE = `assets/boot-${createHash('sha256').update(BOOT).digest('base64url').slice(0, 8)}.js`;

const entryScript = /<script type="module" crossorigin src="[^"]+"([^>]*)><\/script>/;
const modulePreload = /\s*<link rel="modulepreload" [^>]*>/g;

/**
 * index.html's entry script and modulepreloads go into the inert `<template id="app-code">`, and
 * the boot module above (a hashed asset of its own, cached like the rest) takes their place.
 */
export function bootAfterPaint(): Plugin {
  let ssr = false;
  return {
    name: 'receptari:boot-after-paint',
    apply: 'build',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    generateBundle() {
      if (!ssr) this.emitFile({ type: 'asset', fileName: BOOT_FILE, source: BOOT });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = entryScript.exec(html);
        if (!entry) throw new Error('boot-after-paint: no entry <script type="module"> in index.html');
        const preloads = [...html.matchAll(modulePreload)].map((m) => m[0].trim());
        const code = [...preloads, entry[0]].map((tag) => `\n      ${tag}`).join('');
        const boot =
          `<template id="app-code">${code}\n    </template>\n` +
          `    <script type="module" crossorigin src="/${BOOT_FILE}"${entry[1]}></script>`;
        return html.replace(modulePreload, '').replace(entry[0], () => boot);
      },
    },
  };
}
