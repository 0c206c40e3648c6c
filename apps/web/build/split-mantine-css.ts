import type { Plugin } from 'vite';

/** A Mantine component's class-name map: esm/components/Button/Button.module.mjs. */
const MANTINE_CLASSES = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/]([A-Za-z]+)\.module\.mjs$/;

/**
 * Mantine's CSS per component, only for the components the app draws. Every component's class
 * map (`X.module.mjs`) gets an import of its own stylesheet (`styles/X.layer.css`, one file per
 * map), so a component's CSS travels in the same chunk as its code: the landing page's stylesheet
 * holds what the landing page draws, and a lazy screen brings the CSS of its own components when
 * it is visited. The `.layer.css` files sit in `@layer mantine`, so the app's own CSS overrides them
 * whatever order the chunks' stylesheets arrive in; main.tsx imports the baseline first.
 */
export function splitMantineCss(): Plugin {
  return {
    name: 'receptari:split-mantine-css',
    enforce: 'pre',
    transform(code, id) {
      const match = MANTINE_CLASSES.exec(id);
      if (!match) return null;
      const core = id.slice(0, id.search(/[\\/]esm[\\/]/));
      const stylesheet = `${core}/styles/${match[1]}.layer.css`.replaceAll('\\', '/');
      return { code: `import ${JSON.stringify(stylesheet)};\n${code}`, map: null };
    },
  };
}
