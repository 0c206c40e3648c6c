import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { COLOR_SCHEME_KEY } from '../src/lib/color-scheme-key.ts';
import { TEXT_SIZE_ATTRIBUTE, TEXT_SIZE_KEY } from '../src/lib/text-size-key.ts';
import { CHOSEN_THEME_COLOR_ATTRIBUTE, systemThemeColorTags, THEME_COLORS } from '../src/lib/theme-color.ts';

/**
 * Sets the device's display settings on <html> before anything is painted: data-mantine-color-scheme
 * (docs/product.md#theme), the stored choice, else the system's, and for a chosen theme the browser
 * bar's colour (lib/theme-color.ts); and data-text-size
 * (docs/product.md#text-size) when a larger text was chosen, so the page is not drawn small first. A
 * classic script, neither module nor async, so the parser waits for it and no first paint (the
 * server's included) shows the other theme or size. The CSP runs no inline script, hence a file; a
 * hashed one under /assets/, which the server caches for good, so only a first visit fetches it.
 * localStorage can throw (storage blocked): the system's theme and the normal size then.
 */
const SCRIPT =
  `(function(){var s;try{s=localStorage.getItem(${JSON.stringify(COLOR_SCHEME_KEY)})}catch(e){}` +
  // A chosen theme's browser bar: a theme-color tag with no media, before index.html's two.
  `if(s==="light"||s==="dark"){var m=document.createElement("meta");m.name="theme-color";` +
  `m.content=${JSON.stringify(THEME_COLORS)}[s];m.setAttribute(${JSON.stringify(CHOSEN_THEME_COLOR_ATTRIBUTE)},"");` +
  `document.head.appendChild(m)}` +
  `else s=matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light";` +
  `var d=document.documentElement;d.setAttribute("data-mantine-color-scheme",s);var t;` +
  `try{t=localStorage.getItem(${JSON.stringify(TEXT_SIZE_KEY)})}catch(e){}` +
  `if(t==="large"||t==="larger")d.setAttribute(${JSON.stringify(TEXT_SIZE_ATTRIBUTE)},t)})();\n`;
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
      // The browser bar's colour per system theme comes after the script, which puts a chosen
      // theme's before them (theme-color.ts).
      return html.replace(
        CHARSET,
        () => `${CHARSET}\n    <script src="/${SCRIPT_FILE}"></script>\n    ${systemThemeColorTags()}`,
      );
    },
  };
}
