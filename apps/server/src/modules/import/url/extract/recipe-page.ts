import type { Node } from '../../schema-org/values.ts';
import { jsonLdRecipes } from './json-ld-recipes.ts';
import { linkedDataRecipes } from './linked-data-recipes.ts';
import { resolveReferences } from './resolve-references.ts';
import { scanPage } from './scan-page.ts';

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
 * write both describe the same recipe twice.
 */
export async function readRecipePage(html: string, pageUrl: URL): Promise<RecipePage> {
  const scan = scanPage(html);
  const baseUrl = urlOrNull(scan.baseHref, pageUrl) ?? pageUrl;
  const jsonLd = jsonLdRecipes(scan.scripts);
  const recipes =
    jsonLd.recipes.length > 0
      ? jsonLd.recipes.map((recipe) => resolveReferences(recipe, jsonLd.byId))
      : await linkedDataRecipes(html, baseUrl);
  return {
    baseUrl,
    siteName: scan.siteName,
    canonical: urlOrNull(scan.canonical, baseUrl),
    recipes,
    malformedScripts: jsonLd.malformed,
  };
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
