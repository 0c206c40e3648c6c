import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { COLOR_SCHEME_KEY } from '../src/lib/color-scheme-key.ts';

/**
 * Sets <html data-mantine-color-scheme> before anything is painted (docs/product.md#theme): the
 * stored choice, else the system's. A classic script, neither module nor async, so the parser waits
 * for it and no first paint (the server's included) shows the other theme. The CSP runs no inline
 * script, hence a file; a hashed one under /assets/, which the server caches for good, so only a
 * first visit fetches it. localStorage can throw (storage blocked): the system decides then.
 */
const SCRIPT =
  `(function(){var s;try{s=localStorage.getItem(${JSON.stringify(COLOR_SCHEME_KEY)})}catch(e){}` +
  `if(s!=="light"&&s!=="dark")s=matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light";` +
  `document.documentElement.setAttribute("data-mantine-color-scheme",s)})();\n`;
const SCRIPT_FILE = `assets/color-scheme-${createHash('sha256').update(SCRIPT).digest('base64url').slice(0, 8)}.js`;

const CHARSET = '<meta charset="UTF-8" />';

/** The script, right after <head>'s charset; the build emits it as a file, the dev server serves it. */
export function colorSchemeScript(): Plugin {
  let ssr = false;
  return {
    name: 'receptari:color-scheme-script',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    configureServer(server) {
      server.middlewares.use(`/${SCRIPT_FILE}`, (_req, res) => {
        res.setHeader('content-type', 'text/javascript');
        res.end(SCRIPT);
      });
    },
    generateBundle() {
      if (!ssr) this.emitFile({ type: 'asset', fileName: SCRIPT_FILE, source: SCRIPT });
    },
    transformIndexHtml(html) {
      if (!html.includes(CHARSET)) throw new Error(`color-scheme-script: no ${CHARSET} in index.html`);
      return html.replace(CHARSET, () => `${CHARSET}\n    <script src="/${SCRIPT_FILE}"></script>`);
    },
  };
}
