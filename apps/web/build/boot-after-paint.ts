import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { HYDRATED_EVENT } from '../src/prepaint/hydrated-event.ts';

/**
 * The page's one script tag (a module, run as written: no imports). With the server's first paint
 * in #root, the app's code is asked for only once that paint is on screen: fetched alongside the
 * stylesheets and the carousel's picture, it would share a slow link with them and hold back what
 * the visitor sees (and Lighthouse's simulation counts it so); the page is readable meanwhile and
 * its links work. A click on one of its buttons (a tab, a carousel dot) before React runs is kept
 * and handed to React once it has hydrated (src/prepaint/hydrated-event.ts), not lost. An empty
 * #root (a signed-in visitor, any other page) loads the code at once. Either way every
 * first-paint chunk is asked for together (modulepreload), not one import after another.
 */
const BOOT = `const tag = document.querySelector('script[data-entry]');
const root = document.getElementById('root');
function load() {
  for (const href of tag.dataset.preload.split(' ')) {
    if (!href) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  import(tag.dataset.entry);
}
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

const entryScript = /<script type="module" crossorigin src="([^"]+)"([^>]*)><\/script>/;
const modulePreload = /\s*<link rel="modulepreload" crossorigin href="([^"]+)"[^>]*>/g;

/**
 * index.html's entry script and modulepreloads become the boot script above (a hashed asset of its
 * own, cached like the rest), which reads them from its data attributes.
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
        const preload = [...html.matchAll(modulePreload)].map((m) => m[1]).join(' ');
        const boot =
          `<script type="module" crossorigin src="/${BOOT_FILE}" data-entry="${entry[1]}"` +
          ` data-preload="${preload}"${entry[2]}></script>`;
        return html.replace(modulePreload, '').replace(entry[0], () => boot);
      },
    },
  };
}
