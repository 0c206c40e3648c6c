import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';
import { PREFETCH_META } from '../src/lib/prefetch-next-screens.ts';

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
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          const chunk = byFile.get(fileName);
          for (const css of chunk?.viteMetadata?.importedCss ?? []) files.add(css);
          for (const imported of chunk?.imports ?? []) visit(imported);
        };
        for (const screen of NEXT_SCREENS) {
          const chunk = chunks.find((c) => c.facadeModuleId && screen.test(c.facadeModuleId));
          if (chunk) visit(chunk.fileName);
        }
        const tag: HtmlTagDescriptor = {
          tag: 'meta',
          attrs: { name: PREFETCH_META, content: [...files].map((f) => `/${f}`).join(' ') },
          injectTo: 'head',
        };
        return [tag];
      },
    },
  };
}
