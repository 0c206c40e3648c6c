import { load } from 'cheerio';
import type { Node } from '../../schema-org/values.ts';
import { jsonLdRecipes } from './json-ld-recipes.ts';
import { linkedDataRecipes } from './linked-data-recipes.ts';
import { resolveReferences } from './resolve-references.ts';

/** What the credit and the picture need besides the recipe. */
export interface PageFacts {
  /** Where the page's relative URLs point from: its `<base href>`, else the page's own URL. */
  readonly baseUrl: URL;
  /** `og:site_name`, empty when the page has none. */
  readonly siteName: string;
  /** `<link rel="canonical">`, resolved; null when missing or not a URL. */
  readonly canonical: URL | null;
}

export interface RecipePage extends PageFacts {
  /** The page's recipes in order, each with its references resolved; empty when it has none. */
  readonly recipes: readonly Node[];
  /** JSON-LD scripts that could not be read (skipped). */
  readonly malformedScripts: number;
}

const urlOrNull = (href: string | undefined, base: URL) => {
  if (!href) return null;
  try {
    return new URL(href.trim(), base);
  } catch {
    return null;
  }
};

/**
 * The recipes of an HTML page (docs/product.md#from-a-web-page): JSON-LD first, as nearly every
 * recipe site writes it; microdata or RDFa only when no script holds one, since plugins that
 * write both describe the same recipe twice. cheerio on htmlparser2 reads the page: forgiving of
 * broken markup and several times faster than a spec parser on large pages, which is all the
 * import needs from it (scripts and a few tags).
 */
export async function readRecipePage(html: string, pageUrl: URL): Promise<RecipePage> {
  const $ = load(html, { xml: { xmlMode: false, decodeEntities: true } });
  const baseUrl = urlOrNull($('base[href]').attr('href'), pageUrl) ?? pageUrl;
  const facts: PageFacts = {
    baseUrl,
    siteName: (
      $('meta[property="og:site_name"], meta[name="og:site_name"]').first().attr('content') ?? ''
    ).trim(),
    canonical: urlOrNull($('link[rel~="canonical"]').attr('href'), baseUrl),
  };
  const scripts = $('script')
    .filter((_, el) => /^\s*application\/ld\+json\b/iu.test($(el).attr('type') ?? ''))
    .map((_, el) => $(el).text())
    .get();
  const jsonLd = jsonLdRecipes(scripts);
  const recipes =
    jsonLd.recipes.length > 0
      ? jsonLd.recipes.map((recipe) => resolveReferences(recipe, jsonLd.byId))
      : await linkedDataRecipes(html, baseUrl);
  return { ...facts, recipes, malformedScripts: jsonLd.malformed };
}

/** A JSON-LD document served as such (application/ld+json): its recipes, no page around them. */
export function readJsonLdDocument(text: string, url: URL): RecipePage {
  const jsonLd = jsonLdRecipes([text]);
  return {
    baseUrl: url,
    siteName: '',
    canonical: null,
    recipes: jsonLd.recipes.map((recipe) => resolveReferences(recipe, jsonLd.byId)),
    malformedScripts: jsonLd.malformed,
  };
}
