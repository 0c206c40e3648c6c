import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';
import { PREFETCH_META } from '../src/lib/prefetch-next-screens.ts';

/** The app's module, imported by main.tsx: with it, what the landing page loads anyway. */
const APP = /[\\/]src[\\/]app[\\/]app\.tsx$/;
/** The screens a visitor of the landing page most likely opens next: a recipe, the search. */
const NEXT_SCREENS = [/[\\/]app[\\/]routes[\\/]recipe-detail\.tsx$/, /[\\/]app[\\/]routes[\\/]search\.tsx$/];

/**
 * Writes into index.html the JavaScript and CSS files of the detail and search screens (their
 * chunks and every chunk they import), so the app can prefetch them once the landing page is drawn
 * without running them: a click on a card then finds its screen in the browser's cache.
 */
export function listPrefetch(): Plugin {
  return {
    name: 'receptari:list-prefetch',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((o): o is Rolldown.OutputChunk => o.type === 'chunk');
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        /** A chunk's file, the chunks it imports, and their CSS, all into `into`. */
        const visit = (fileName: string, into: Set<string>) => {
          if (into.has(fileName)) return;
          into.add(fileName);
          const chunk = byFile.get(fileName);
          for (const css of chunk?.viteMetadata?.importedCss ?? []) into.add(css);
          for (const imported of chunk?.imports ?? []) visit(imported, into);
        };
        const facade = (test: RegExp) => chunks.find((c) => c.facadeModuleId && test.test(c.facadeModuleId));
        // What the landing page loads anyway (main.tsx, then app.tsx) needs no prefetch.
        const initial = new Set<string>();
        for (const chunk of chunks.filter((c) => c.isEntry)) visit(chunk.fileName, initial);
        const app = facade(APP);
        if (app) visit(app.fileName, initial);
        const next = new Set<string>();
        for (const screen of NEXT_SCREENS) {
          const chunk = facade(screen);
          if (chunk) visit(chunk.fileName, next);
        }
        const files = [...next].filter((f) => !initial.has(f));
        const tag: HtmlTagDescriptor = {
          tag: 'meta',
          attrs: { name: PREFETCH_META, content: files.map((f) => `/${f}`).join(' ') },
          injectTo: 'head',
        };
        return [tag];
      },
    },
  };
}
