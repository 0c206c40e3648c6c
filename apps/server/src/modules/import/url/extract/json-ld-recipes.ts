import { isNode, type Node, typesOf } from '../../schema-org/values.ts';

export interface JsonLdRead {
  /** Every schema.org Recipe of the page's scripts, in page order. */
  readonly recipes: Node[];
  /** Every node that has an `@id` and more than that, for references (`{ "@id": "#org" }`). */
  readonly byId: ReadonlyMap<string, Node>;
  /** Scripts that are not JSON even leniently read. */
  readonly malformed: number;
}

/** Comment and CDATA wrappers some CMSs still put around the script's text. */
const WRAPPERS = /^\s*(?:<!--|\/\/\s*<!\[CDATA\[|<!\[CDATA\[)|(?:-->|\/\/\s*\]\]>|\]\]>)\s*$/gu;

/**
 * A script's JSON. Many sites write raw line breaks and tabs inside JSON-LD strings, which JSON
 * forbids; outside strings they are white space anyway, so the lenient read turns every control
 * character into a space.
 */
function parseScript(text: string): unknown {
  const json = text.replace(WRAPPERS, '').trim();
  try {
    return JSON.parse(json);
  } catch {
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is replaced
    return JSON.parse(json.replace(/[\u0000-\u001f]+/gu, ' '));
  }
}

/**
 * Walks a JSON-LD document in order: a single object, an array of them, `@graph`, and any nesting
 * (`mainEntity`, `hasPart`, `itemListElement`); a node is a recipe when one of its types is Recipe
 * (Allrecipes writes `["Recipe", "NewsArticle"]`). A recipe's own properties are not searched.
 */
function collect(value: unknown, recipes: Node[], byId: Map<string, Node>) {
  if (Array.isArray(value)) {
    for (const item of value) collect(item, recipes, byId);
    return;
  }
  if (!isNode(value)) return;
  const id = value['@id'];
  if (typeof id === 'string' && Object.keys(value).length > 1 && !byId.has(id)) byId.set(id, value);
  if (typesOf(value).includes('Recipe')) {
    recipes.push(value);
    return;
  }
  for (const child of Object.values(value)) collect(child, recipes, byId);
}

/** The same recipe written twice (a Yoast graph and a plugin's own script): its `@id`, else its name. */
const identity = (recipe: Node) =>
  typeof recipe['@id'] === 'string' ? recipe['@id'] : JSON.stringify(recipe.name ?? recipe);

/** The recipes of a page's JSON-LD scripts (docs/product.md#from-a-web-page); a malformed script is skipped. */
export function jsonLdRecipes(scripts: readonly string[]): JsonLdRead {
  const recipes: Node[] = [];
  const byId = new Map<string, Node>();
  let malformed = 0;
  for (const script of scripts) {
    let document: unknown;
    try {
      document = parseScript(script);
    } catch {
      malformed++;
      continue;
    }
    collect(document, recipes, byId);
  }
  const seen = new Set<string>();
  const distinct = recipes.filter((r) => !seen.has(identity(r)) && seen.add(identity(r)));
  return { recipes: distinct, byId, malformed };
}
