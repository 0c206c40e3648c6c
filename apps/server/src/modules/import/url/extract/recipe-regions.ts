import { Parser } from 'htmlparser2';

/** Where a page declares a schema.org Recipe as microdata or RDFa. */
export type Syntax = 'microdata' | 'rdfa';

const RECIPE_TYPE = /(?:^|[\s/:#])Recipe(?:\s|$)/u;

const isRecipeElement = (syntax: Syntax, attrs: Record<string, string>) =>
  syntax === 'microdata'
    ? 'itemscope' in attrs && RECIPE_TYPE.test(attrs.itemtype ?? '')
    : RECIPE_TYPE.test(attrs.typeof ?? '');

type Open = { name: string; start: number; recipe: boolean; vocab?: string; prefix?: string };

/**
 * The page cut down to its recipe elements, each whole, for the microdata and RDFa parsers: they
 * cost ten to fifteen times a plain pass of htmlparser2 per tag, so a 300 KB post would spend most
 * of the import's time in markup that holds no recipe. An RDFa element keeps the vocabulary and
 * prefixes it inherits, re-declared on a wrapper; relative URLs still resolve against the page,
 * since the parsers are given its URL. A microdata itemref pointing outside the recipe is lost.
 * Empty when the page declares no Recipe in that syntax.
 */
export function recipeRegions(html: string, syntax: Syntax): string {
  const regions: string[] = [];
  const stack: Open[] = [];
  let depthInRecipe = 0;
  const parser = new Parser({
    onopentag(name, attrs) {
      const parent = stack.at(-1);
      const recipe = depthInRecipe === 0 && isRecipeElement(syntax, attrs);
      stack.push({
        name,
        start: parser.startIndex,
        recipe,
        vocab: attrs.vocab ?? parent?.vocab,
        prefix: [parent?.prefix, attrs.prefix].filter(Boolean).join(' ') || undefined,
      });
      if (recipe || depthInRecipe > 0) depthInRecipe++;
    },
    onclosetag() {
      const open = stack.pop();
      if (!open || depthInRecipe === 0) return;
      depthInRecipe--;
      if (!open.recipe) return;
      const element = html.slice(open.start, parser.endIndex + 1);
      const context = [
        open.vocab !== undefined && `vocab="${open.vocab.replace(/"/gu, '&quot;')}"`,
        open.prefix !== undefined && `prefix="${open.prefix.replace(/"/gu, '&quot;')}"`,
      ].filter(Boolean);
      regions.push(
        syntax === 'rdfa' && context.length > 0 ? `<div ${context.join(' ')}>${element}</div>` : element,
      );
    },
  });
  parser.end(html);
  return regions.join('\n');
}
